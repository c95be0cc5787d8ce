import { AlertDialog } from 'radix-ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.ts';
import { deleteOwnAccount } from '../../session/delete-own-account.ts';
import { dismissAllNotices } from '../../shell/index.ts';
import { useUser } from '../../state/hooks.ts';
import '../../edit-mode/dialog/editor-dialog.css';

/**
 * "Delete my account": a dialog names what goes (profile, memberships, favourites, sessions on
 * every device, for good) and asks the member to type their email address before the delete
 * button works; then the account is deleted and the member signed out. A refusal (the site's
 * last admin) is said in the dialog, with nothing changed.
 */
export function DeleteAccountSetting() {
  const { t } = useTranslation();
  const { accountId, email } = useUser();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const inputId = useId();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

  const openChange = (next: boolean) => {
    setOpen(next);
    setTyped('');
    setFailure(null);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setDeleting(true);
    try {
      dismissAllNotices();
      await deleteOwnAccount(accountId);
    } catch (error) {
      setDeleting(false);
      setFailure(error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : t('settings.deleteAccount.failed'));
    }
  };

  return (
    <AlertDialog.Root open={open} onOpenChange={openChange}>
      <AlertDialog.Trigger className="t-button t-button--secondary settings-danger">{t('settings.deleteAccount.open')}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="t-dialog-overlay" />
        <AlertDialog.Content className="editor-dialog">
          <AlertDialog.Title className="editor-dialog__title">{t('settings.deleteAccount.title')}</AlertDialog.Title>
          <AlertDialog.Description className="editor-dialog__description">{t('settings.deleteAccount.consequences')}</AlertDialog.Description>
          <form className="editor-dialog__fields" onSubmit={(event) => void confirm(event)}>
            <label htmlFor={inputId}>{t('settings.deleteAccount.typeEmail', { email })}</label>
            <input
              id={inputId}
              className="t-input"
              type="email"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby={failure ? `${inputId}-failure` : undefined}
            />
            {failure && <p id={`${inputId}-failure`} role="alert" className="t-field-error">{failure}</p>}
            <div className="editor-dialog__actions">
              <AlertDialog.Cancel className="t-button t-button--secondary">{t('common.cancel')}</AlertDialog.Cancel>
              <button type="submit" className="t-button settings-danger settings-danger--solid" disabled={!matches || deleting}>
                {t('settings.deleteAccount.confirm')}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
