import { useEffect, useState } from 'react';
import { AlertDialog } from 'radix-ui';
import { dismissNotice, notify } from '../../../shell/index.ts';
import { useStore } from '../../../state/hooks.ts';
import type { RevertNotice as Notice } from '../../editor-draft.ts';
import { refreshPage, revertDelete } from '../api/block-calls.ts';
import { showRevertNotice } from '../draft-actions.ts';
import { useEditor } from '../use-editor.ts';
import '../../dialog/editor-dialog.css';

/** How long a delete everywhere can be reverted from the notice (shell spec §4 Updates). */
export const REVERT_NOTICE_MS = 30_000;

/**
 * After a delete everywhere: a notice for 30 s with Revert, which asks for confirmation, and
 * dismiss (the notice's own close button). Confirming sends POST /structure/revert {token}.
 */
export function RevertNotice() {
  const { draft, report, saved, t } = useEditor();
  const notice = useStore(draft, (value) => value.revertNotice);
  const [confirming, setConfirming] = useState<Notice | null>(null);

  useEffect(() => {
    if (!notice) return;
    const id = notify({
      colour: 'info',
      message: t('editor.revert.message', { name: notice.label }),
      timeout: REVERT_NOTICE_MS,
      action: { label: t('editor.revert.action'), run: () => setConfirming(notice) },
    });
    const expire = setTimeout(() => showRevertNotice(draft, null), REVERT_NOTICE_MS);
    return () => {
      clearTimeout(expire);
      dismissNotice(id);
    };
  }, [notice, draft, t]);

  const revert = async (token: string) => {
    try {
      const { pageId } = await revertDelete(token);
      refreshPage(pageId);
      showRevertNotice(draft, null);
      saved();
    } catch (error) {
      report(error);
    }
  };

  return (
    <AlertDialog.Root open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="t-dialog-overlay" />
        <AlertDialog.Content className="editor-dialog">
          <AlertDialog.Title className="editor-dialog__title">{t('editor.revert.confirmTitle')}</AlertDialog.Title>
          <AlertDialog.Description className="editor-dialog__description">{t('editor.revert.confirmBody', { name: confirming?.label ?? '' })}</AlertDialog.Description>
          <div className="editor-dialog__actions">
            <AlertDialog.Cancel asChild>
              <button type="button" className="edit-button edit-button--quiet">{t('editor.cancel')}</button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <button type="button" className="edit-button edit-button--primary" onClick={() => confirming && void revert(confirming.token)}>{t('editor.revert.confirm')}</button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
