import { useState } from 'react';
import { Popover } from 'radix-ui';
import type { Block } from '@tessera/schemas';
import { Icon } from '../../../shell/icons/Icon.tsx';
import { deleteBlockEverywhere, reloadEditedPage, removeBlockFrom } from '../api/block-calls.ts';
import { hideBlockOptimistically, showRevertNotice } from '../draft-actions.ts';
import { spotOf } from '../page/block-spot.ts';
import { usePageScope } from '../page/page-scope.ts';
import { useEditor } from '../use-editor.ts';

/**
 * The delete button of a block: a popover asks whether to remove it from this parent only or to
 * delete it everywhere (forms spec §2, §4). The block disappears at once and comes back if the
 * server refuses; a delete everywhere then offers its revert for 30 s (EditorOverlay).
 */
export function DeleteBlockButton({ block, typeName }: { block: Block; typeName: string }) {
  const { draft, report, t } = useEditor();
  const { page } = usePageScope();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const spot = spotOf(page, block.id);
  const label = block.title || typeName;

  const run = async (remove: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await hideBlockOptimistically(draft, block.id, remove);
      setOpen(false);
    } catch (error) {
      report(error);
    } finally {
      setBusy(false);
    }
  };
  const fromHere = () => run(async () => {
    await removeBlockFrom(block.id, spot!);
    await reloadEditedPage(page.id);
  });
  const everywhere = () => run(async () => {
    const reply = await deleteBlockEverywhere(block.id);
    if (reply.token) showRevertNotice(draft, { token: reply.token, blockId: block.id, label });
    await reloadEditedPage(page.id);
  });

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button type="button" className="edit-icon-button edit-icon-button--danger" aria-label={t('editor.delete.button', { type: typeName })}>
          <Icon name="trash" size={18} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="edit-popover" side="bottom" align="end" sideOffset={6} aria-busy={busy}>
          <p className="edit-popover__title" id={`delete-title-${block.id}`}>{t('editor.delete.title', { name: label })}</p>
          <div className="edit-popover__actions" role="group" aria-labelledby={`delete-title-${block.id}`}>
            {spot && (
              <button type="button" className="edit-button" disabled={busy} onClick={() => void fromHere()}>{t('editor.delete.fromParent')}</button>
            )}
            <button type="button" className="edit-button edit-button--danger" disabled={busy} onClick={() => void everywhere()}>{t('editor.delete.everywhere')}</button>
            <Popover.Close asChild>
              <button type="button" className="edit-button edit-button--quiet">{t('editor.cancel')}</button>
            </Popover.Close>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
