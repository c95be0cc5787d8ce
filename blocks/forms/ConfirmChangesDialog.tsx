import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { ChangeLine } from './change-list.ts';

export interface ConfirmChangesDialogProps {
  /** The changes to confirm; null: the dialog is closed. */
  lines: ChangeLine[] | null;
  onAnswer(agreed: boolean): void;
}

/**
 * The form screen's confirmation (forms spec §2): the changed values, each under its field's
 * label, or "nothing changed", with Cancel and Agree. Closing it any other way is Cancel.
 */
export function ConfirmChangesDialog({ lines, onAnswer }: ConfirmChangesDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={lines !== null} onOpenChange={(open) => !open && onAnswer(false)}>
      <Dialog.Portal>
        <Dialog.Overlay className="t-dialog-overlay" />
        <Dialog.Content className="t-dialog">
          <Dialog.Title className="t-dialog__title">{t('form.confirmTitle')}</Dialog.Title>
          <Dialog.Description className="t-dialog__text">
            {lines?.length ? t('form.confirmationCheck') : t('form.noChanges')}
          </Dialog.Description>
          {lines && lines.length > 0 && (
            <dl className="form-dialog__changes">
              {lines.map((line) => (
                <div key={line.key} className="form-dialog__change" data-change-key={line.key}>
                  <dt>{line.label}</dt>
                  <dd>{line.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className="form-dialog__actions">
            <Dialog.Close asChild>
              <button type="button" className="t-button t-button--secondary">{t('form.cancel')}</button>
            </Dialog.Close>
            <button type="button" className="t-button" onClick={() => onAnswer(true)}>{t('form.agree')}</button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
