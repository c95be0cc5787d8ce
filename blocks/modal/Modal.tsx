import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Dialog } from 'radix-ui';
import { textLang } from '@tessera/schemas';
import type { BlockComponentProps } from '../renderer/block-component.ts';
import { useBlockRenderContext } from '../renderer/block-render-context.ts';
import { StepProgressProvider, useStepProgressCollector } from '../stepper/step-progress.ts';
import { withTabChosen } from '../tabs/tab-query.ts';
import { closeTarget } from './close-target.ts';
import type { ModalOptions } from './definition.ts';
import { enclosingTab } from './enclosing-tab.ts';
import { shouldAutoOpen } from './modal-auto-open.ts';
import { ModalHostContext, useModalHost } from './modal-host.ts';
import { steppersWithin } from './steppers-within.ts';
import { useModalRecord } from './use-modal-record.ts';
import './Modal.css';

/** Whether the browser can go back to an earlier entry of the app (react-router numbers its entries). */
const canGoBack = (): boolean => ((window.history.state as { idx?: unknown } | null)?.idx ?? 0) as number > 0;

/**
 * A dialog (Radix Dialog) holding the block's children. It opens by itself once per visit of its
 * page when shouldAutoOpen says so, or from its button (triggerLabel; in edit mode always, so
 * editors can reach its content). A modal that requires agreeing has an agree button, disabled
 * while steppers inside it have required steps left; closing it without agreeing leaves for the
 * tab beside it, the previous page, or (nowhere to go) keeps it open. Every opening, closing and
 * agreeing is recorded in the member's profile meta (useModalRecord).
 */
export default function Modal({ block, options }: BlockComponentProps<ModalOptions>) {
  const { t } = useTranslation();
  const { blocks, visibility, renderChildren } = useBlockRenderContext();
  const { editMode } = visibility;
  const host = useModalHost();
  const record = useModalRecord(block.id, options.demoMode);
  const navigate = useNavigate();
  const [, setSearchParams] = useSearchParams();
  const [open, setOpen] = useState(false);
  const [agreeing, setAgreeing] = useState(false);
  const [progress, reportProgress] = useStepProgressCollector();
  const stepperIds = useMemo(() => steppersWithin(blocks, block.children ?? [], visibility), [blocks, block.children, visibility]);
  // Until every stepper inside has loaded and reported, its required steps are unknown.
  const stepsLeft = progress.remaining > 0 || stepperIds.some((id) => !progress.reported.has(id));
  const decided = useRef(false);

  // Decided once per visit: the saved state changes as soon as it opens (shown), which must not close it.
  useEffect(() => {
    if (decided.current || !host) return;
    decided.current = true;
    if (!shouldAutoOpen({ editMode, options, state: host.stateOf(block.id) })) return;
    setOpen(true);
    void record('shown');
  }, [block.id, editMode, host, options, record]);

  const openByHand = () => {
    setOpen(true);
    void record('shown');
  };

  const dismiss = () => {
    void record('dismissed');
    const target = closeTarget({ requiresAgreeing: options.requiresAgreeing, editMode, tab: enclosingTab(blocks, block.id), canGoBack: canGoBack() });
    if (target.kind === 'reopen') return;
    setOpen(false);
    if (target.kind === 'tab') setSearchParams((current) => withTabChosen(current, target.tab.tabsId, target.tab.neighbourId), { replace: true });
    if (target.kind === 'back') void navigate(-1);
  };

  const agree = async () => {
    if (stepsLeft || agreeing) return;
    setAgreeing(true);
    const saved = await record('agreed');
    setAgreeing(false);
    if (saved) setOpen(false);
  };

  const keepOpen = options.persistent ? (event: Event) => event.preventDefault() : undefined;
  const remainingId = `modal-${block.id}-remaining`;
  return (
    <>
      {(options.triggerLabel || editMode) && (
        <button type="button" className="t-button t-button--secondary" onClick={openByHand}>
          {options.triggerLabel || t('blocks.modal.open', { title: block.title || block.key })}
        </button>
      )}
      <Dialog.Root open={open} onOpenChange={(next) => (next ? openByHand() : dismiss())}>
        <Dialog.Portal>
          <Dialog.Overlay className="t-dialog-overlay" />
          <Dialog.Content
            className="modal-block"
            data-modal-block-id={block.id}
            data-size={options.size}
            data-position={options.position}
            style={{ '--modal-side-width': `${options.width}px` } as CSSProperties}
            aria-describedby={undefined}
            onEscapeKeyDown={keepOpen}
            onInteractOutside={keepOpen}
          >
            <div className="modal-block__header">
              <Dialog.Title className="modal-block__title" lang={textLang(block, 'title')}>{block.title || t('blocks.modal.untitled')}</Dialog.Title>
              <Dialog.Close className="t-icon-button modal-block__close" aria-label={t('blocks.modal.close')}>
                <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /></svg>
              </Dialog.Close>
            </div>
            <div className="modal-block__body">
              <StepProgressProvider value={reportProgress}>
                {/* Demo mode saves nothing: not the steps of a stepper inside either. */}
                {options.demoMode ? <ModalHostContext value={null}>{renderChildren(block.children ?? [])}</ModalHostContext> : renderChildren(block.children ?? [])}
              </StepProgressProvider>
            </div>
            <div className="modal-block__actions">
              {options.requiresAgreeing ? (
                <>
                  {progress.remaining > 0 && <p id={remainingId} className="modal-block__remaining">{t('blocks.modal.stepsRemaining', { n: progress.remaining, total: progress.total })}</p>}
                  <button type="button" className="t-button" disabled={stepsLeft || agreeing} aria-describedby={progress.remaining > 0 ? remainingId : undefined} onClick={() => void agree()} lang={options.agreeLabel ? textLang(block, 'options.agreeLabel') : undefined}>
                    {options.agreeLabel || t('blocks.modal.agree')}
                  </button>
                </>
              ) : (
                <Dialog.Close className="t-button">{t('blocks.modal.dismiss')}</Dialog.Close>
              )}
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
