import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { notify } from '../../shell/notices/notices-store.ts';
import { useAppRuntime } from '../../state/app-runtime.ts';
import { editBlockOptimistically } from '../editor/draft-actions.ts';

/** Saves a tabs block's children in a new order, showing it at once and putting it back if refused. */
export function useSaveTabOrder(): (block: Block, children: number[]) => void {
  const { t } = useTranslation();
  const { editorDraft } = useAppRuntime().stores;
  return useCallback((block, children) => {
    const edited = { ...block, children };
    editBlockOptimistically(editorDraft, edited, () => api.call('POST /structure/block/{id}', { params: { id: block.id }, body: { block: edited } }))
      .catch(() => notify({ colour: 'negative', message: t('editMode.saveFailed') }));
  }, [editorDraft, t]);
}
