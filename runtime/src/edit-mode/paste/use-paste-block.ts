import { useCallback } from 'react';
import { api } from '../../api/api.ts';
import type { CapturedBlock } from '../editor-draft.ts';
import type { PasteAction } from './paste-actions.ts';
import type { PasteDestination } from './paste-destinations.ts';

/** Pastes a captured block into a destination by an action; rejects with the server's refusal. */
export type PasteBlock = (action: PasteAction, captured: CapturedBlock, destination: PasteDestination) => Promise<void>;

/**
 * The paste calls. The pages involved are read again at once (the live update would follow, a
 * moment later) so the pasted block shows when the modal closes.
 */
export function usePasteBlock(): PasteBlock {
  return useCallback(async (action, captured, destination) => {
    await api.call('POST /structure/block/paste', {
      body: { action, blockId: captured.id, fromPageId: captured.pageId, ...destination },
    });
    api.invalidate(`structure/page/${destination.pageId}`);
    if (captured.pageId !== destination.pageId) api.invalidate(`structure/page/${captured.pageId}`);
  }, []);
}
