import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Page } from '@tessera/schemas';
import { useCan } from '../../permissions/use-can.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { useStore } from '../../state/hooks.ts';
import { blockGrants } from '../block-grants.ts';
import type { CapturedBlock } from '../editor-draft.ts';
import { emptyCapturedBlocks, releaseCapturedBlock, setCapturedMinimised } from '../editor/draft-actions.ts';
import { Icon } from '../../shell/icons/Icon.tsx';
import { EditorIcon } from '../icons/EditorIcon.tsx';
import { PasteModal } from '../paste/PasteModal.tsx';
import { pasteChoices } from '../paste/paste-grants.ts';
import { capturedCountLabel } from './count-label.ts';
import './captured-blocks.css';

/**
 * The captured-blocks list of the open page in edit mode (shell spec §2.5): a count badge (99+
 * from 100), minimise and restore, empty all, remove one, a list that scrolls past 450 px, and
 * for each block the way into the paste modal when it may be pasted on this page somehow. Shown
 * only while something is captured.
 */
export function CapturedBlocksList({ page }: { page: Page }) {
  const { t } = useTranslation();
  const { editorDraft } = useAppRuntime().stores;
  const captured = useStore(editorDraft, (draft) => draft.capturedBlocks);
  const minimised = useStore(editorDraft, (draft) => draft.capturedMinimised);
  const [pasting, setPasting] = useState<CapturedBlock | null>(null);
  const can = useCan();
  const grants = useMemo(() => blockGrants(can, page), [can, page]);
  if (captured.length === 0) return null;
  const count = capturedCountLabel(captured.length);
  const countName = t('capturedBlocks.count', { count: captured.length });

  if (minimised) {
    return (
      <button type="button" className="captured-blocks__restore" onClick={() => setCapturedMinimised(editorDraft, false)} aria-label={t('capturedBlocks.restore', { count: captured.length })}>
        <EditorIcon name="layers" size={20} />
        <span className="captured-blocks__badge" aria-hidden="true">{count}</span>
      </button>
    );
  }
  return (
    <section className="captured-blocks" aria-label={t('capturedBlocks.title')}>
      <header className="captured-blocks__head">
        <h2 className="captured-blocks__title">
          {t('capturedBlocks.title')}
          <span className="captured-blocks__badge" title={countName}>
            <span aria-hidden="true">{count}</span>
            <span className="t-visually-hidden">{countName}</span>
          </span>
        </h2>
        <button type="button" className="captured-blocks__text-button" onClick={() => emptyCapturedBlocks(editorDraft)}>
          {t('capturedBlocks.emptyAll')}
        </button>
        <button type="button" className="captured-blocks__icon-button" onClick={() => setCapturedMinimised(editorDraft, true)} aria-label={t('capturedBlocks.minimise')}>
          <EditorIcon name="minimise" size={18} />
        </button>
      </header>
      {/* Focusable so the keyboard can scroll it when it is longer than 450 px. */}
      <ul className="captured-blocks__list" tabIndex={0} aria-label={countName}>
        {captured.map((block) => (
          <li key={block.id} className="captured-blocks__item" data-captured-block-id={block.id}>
            <span className="captured-blocks__name">
              <span className="captured-blocks__type">{block.type}</span>
              {block.title || t('capturedBlocks.untitled', { id: block.id })}
            </span>
            {pasteChoices(grants, block, page).size > 0 && (
              <button type="button" className="captured-blocks__paste" onClick={() => setPasting(block)} aria-label={t('capturedBlocks.pasteOne', { name: block.title || block.type })}>
                <EditorIcon name="paste" size={16} />
                {t('capturedBlocks.paste')}
              </button>
            )}
            <button type="button" className="captured-blocks__icon-button" onClick={() => releaseCapturedBlock(editorDraft, block.id)} aria-label={t('capturedBlocks.remove', { name: block.title || block.type })}>
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      {pasting && <PasteModal captured={pasting} page={page} onClose={() => setPasting(null)} />}
    </section>
  );
}
