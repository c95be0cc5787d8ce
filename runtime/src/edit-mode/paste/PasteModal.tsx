import { useId, useMemo, useState, type FormEvent } from 'react';
import { Dialog, RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { Page } from '@tessera/schemas';
import { useCan } from '../../permissions/use-can.ts';
import { notify } from '../../shell/notices/notices-store.ts';
import { blockGrants } from '../block-grants.ts';
import type { CapturedBlock } from '../editor-draft.ts';
import { PASTE_ACTIONS, type PasteAction } from './paste-actions.ts';
import type { PasteDestination, PasteDestinationOption } from './paste-destinations.ts';
import { pasteErrorKey } from './paste-error.ts';
import { mayPaste, pasteChoices } from './paste-grants.ts';
import { usePasteBlock } from './use-paste-block.ts';
import '../dialog/editor-dialog.css';
import './paste-modal.css';

export interface PasteModalProps {
  captured: CapturedBlock;
  /** The open page, whose end and columns are the places offered. */
  page: Page;
  /** A place chosen already (a paste button inside a column); otherwise the modal asks. */
  destination?: PasteDestination;
  onClose(): void;
}

/**
 * Pastes a captured block by move, clone or copy into the page or a block's column (shell spec
 * §4 "Paste"; actionTaken is the action while it runs), offering only the actions and places the
 * server will accept (paste-grants.ts). A failure closes the modal and shows the spec's message as
 * a notification: no parent found, or the general paste failure.
 */
export function PasteModal({ captured, page, destination: preset, onClose }: PasteModalProps) {
  const { t } = useTranslation();
  const paste = usePasteBlock();
  const ids = { action: useId(), place: useId() };
  const can = useCan();
  const choices = useMemo(() => {
    const grants = blockGrants(can, page);
    const all = pasteChoices(grants, captured, page);
    if (!preset) return all;
    return new Map([...all.keys()].filter((choice) => mayPaste(grants, choice, captured, preset)).map((choice) => [choice, []]));
  }, [can, page, captured, preset]);
  const [action, setAction] = useState<PasteAction>(() => (choices.has('clone') ? 'clone' : [...choices.keys()][0] ?? 'clone'));
  const [placeIndex, setPlaceIndex] = useState(0);
  const [actionTaken, setActionTaken] = useState<PasteAction | null>(null);
  const options = choices.get(action) ?? [];
  const destination = preset ?? options[placeIndex]?.destination;
  const chooseAction = (value: PasteAction) => {
    setAction(value);
    setPlaceIndex(0);
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!destination || actionTaken) return;
    setActionTaken(action);
    try {
      await paste(action, captured, destination);
      notify({ colour: 'positive', message: t('capturedBlocks.modal.pasted') });
    } catch (failure) {
      notify({ colour: 'negative', message: t(pasteErrorKey(failure)) });
    }
    onClose();
  }

  const name = captured.title || captured.type;
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !actionTaken && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="t-dialog-overlay" />
        <Dialog.Content className="editor-dialog paste-modal" aria-describedby={undefined}>
          <Dialog.Title className="editor-dialog__title">{t('capturedBlocks.modal.title', { name })}</Dialog.Title>
          <form className="editor-dialog__fields" onSubmit={(event) => void onSubmit(event)} aria-busy={actionTaken !== null}>
            <fieldset className="paste-modal__fieldset">
              <legend className="t-label" id={ids.action}>{t('capturedBlocks.modal.action')}</legend>
              <RadioGroup.Root className="paste-modal__actions" value={action} onValueChange={(value) => chooseAction(value as PasteAction)} aria-labelledby={ids.action}>
                {PASTE_ACTIONS.map((choice) => {
                  // A copy is the same block in one more spot, so it stays on its own page.
                  const unavailable = choice === 'copy' && captured.pageId !== page.id;
                  if (!unavailable && !choices.has(choice)) return null;
                  return (
                    <label key={choice} className="paste-modal__action" data-disabled={unavailable || undefined}>
                      <RadioGroup.Item className="paste-modal__radio" value={choice} disabled={unavailable}>
                        <RadioGroup.Indicator className="paste-modal__dot" />
                      </RadioGroup.Item>
                      <span>
                        <span className="paste-modal__action-name">{t(`capturedBlocks.modal.${choice}`)}</span>
                        <span className="paste-modal__action-hint">
                          {t(unavailable ? 'capturedBlocks.modal.copyOtherPage' : `capturedBlocks.modal.${choice}Hint`)}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </RadioGroup.Root>
            </fieldset>
            {!preset && (
              <div>
                <label className="t-label" htmlFor={ids.place}>{t('capturedBlocks.modal.place')}</label>
                <select id={ids.place} className="t-select" value={placeIndex} onChange={(event) => setPlaceIndex(Number(event.target.value))}>
                  {options.map((option, index) => (
                    <option key={`${option.destination.parentId}-${option.destination.colIndex}`} value={index}>
                      {placeName(option, page, t)}
                    </option>
                  ))}
                </select>
              </div>
            )}
            <div className="editor-dialog__actions">
              <Dialog.Close className="t-button t-button--secondary" type="button" disabled={actionTaken !== null}>{t('common.cancel')}</Dialog.Close>
              <button className="t-button" type="submit" disabled={!destination || actionTaken !== null}>
                {t('capturedBlocks.modal.submit')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function placeName({ parent, destination }: PasteDestinationOption, page: Page, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (!parent) return t('capturedBlocks.modal.pageEnd', { page: page.name });
  return t('capturedBlocks.modal.column', { column: destination.colIndex + 1, block: parent.title || parent.type });
}
