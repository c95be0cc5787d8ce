import { AlertDialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { MoveDescription } from './HeaderDndScope.tsx';
import '../dialog/editor-dialog.css';

export interface MovePageDialogProps {
  move: MoveDescription;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a page dropped on another module's tab moves there, naming page, source and target. */
export function MovePageDialog({ move, onConfirm, onCancel }: MovePageDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="t-dialog-overlay" />
        <AlertDialog.Content className="editor-dialog">
          <AlertDialog.Title className="editor-dialog__title">{t('editMode.movePage.title')}</AlertDialog.Title>
          <AlertDialog.Description className="editor-dialog__description">
            {t('editMode.movePage.body', { page: move.page, from: move.from, to: move.to })}
          </AlertDialog.Description>
          <div className="editor-dialog__actions">
            <AlertDialog.Cancel className="t-button t-button--secondary">{t('common.cancel')}</AlertDialog.Cancel>
            <AlertDialog.Action className="t-button" onClick={onConfirm}>{t('editMode.movePage.confirm')}</AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
