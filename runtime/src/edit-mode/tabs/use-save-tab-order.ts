import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { notify } from '../../shell/notices/notices-store.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { editBlockOptimistically } from '../editor/draft-actions.ts';

/**
 * Saves a tabs block's tabs in a new order: the moved tab goes to its new index of the block's one
 * column of children (POST /structure/block/{id}/0/{index}/{childId}). The new order shows at once
 * and goes back if the server refuses.
 */
export function useSaveTabOrder(): (block: Block, movedId: number, children: number[]) => void {
  const { t } = useTranslation();
  const { editorDraft } = useAppRuntime().stores;
  return useCallback((block, movedId, children) => {
    const index = children.indexOf(movedId);
    editBlockOptimistically(editorDraft, { ...block, children }, async () => {
      await api.call('POST /structure/block/{id}/{col}/{index}/{childId}', { params: { id: block.id, col: 0, index, childId: movedId } });
      if (block.pageId !== undefined) api.invalidate(`structure/page/${block.pageId}`);
    }).catch(() => notify({ colour: 'negative', message: t('editMode.saveFailed') }));
  }, [editorDraft, t]);
}
