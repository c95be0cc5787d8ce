import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/api.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useAppActions } from '../../../state/hooks.ts';
import '../../../edit-mode/dialog/editor-dialog.css';

/** An admin's deletion of a member's account (DELETE profile/{id}), after a dialog naming the member and what goes. */
export function DeleteUserButton({ accountId, name }: { accountId: number; name: string }) {
  const { t } = useTranslation();
  const { notify } = useAppActions();
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setDeleting(true);
    try {
      await api.call('DELETE /profile/{id}', { params: { id: accountId } });
      notify({ colour: 'positive', message: t('admin.users.deleted', { name }) });
      api.invalidate('admin/users');
    } catch (error) {
      setDeleting(false);
      notify({ colour: 'negative', message: error instanceof ApiError && error.status === 400 ? error.message : t('admin.users.deleteFailed') });
    }
  };
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger className="t-button t-button--secondary admin-users__delete" disabled={deleting}>
        {t('admin.users.delete')}
        <span className="t-visually-hidden"> {name}</span>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="t-dialog-overlay" />
        <AlertDialog.Content className="editor-dialog">
          <AlertDialog.Title className="editor-dialog__title">{t('admin.users.deleteTitle', { name })}</AlertDialog.Title>
          <AlertDialog.Description className="editor-dialog__description">{t('admin.users.deleteConsequences', { name })}</AlertDialog.Description>
          <div className="editor-dialog__actions">
            <AlertDialog.Cancel className="t-button t-button--secondary">{t('common.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className="t-button admin-users__delete-confirm" onClick={() => void remove()}>{t('admin.users.deleteConfirm')}</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
