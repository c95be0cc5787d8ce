import { useCallback } from 'react';
import type { BlockPlacement } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import type { CapturedBlock } from '../editor-draft.ts';
import type { PasteAction } from './paste-actions.ts';
import type { PasteDestination } from './paste-destinations.ts';

/** Pastes a captured block into a destination by an action; rejects with the server's refusal. */
export type PasteBlock = (action: PasteAction, captured: CapturedBlock, destination: PasteDestination) => Promise<void>;

/** The contract's spot for a destination: the page's own column, or a block's column. */
export function placementOf({ pageId, parentId, colIndex, index }: PasteDestination): BlockPlacement {
  return parentId === null
    ? { parentType: 'page', parentId: pageId, col: colIndex, index }
    : { parentType: 'block', parentId, col: colIndex, index };
}

/**
 * POST structure/block/clone, the paste of the spec. The pages involved are read again at once
 * (the live update follows a moment later) so the pasted block shows when the modal closes.
 */
export function usePasteBlock(): PasteBlock {
  return useCallback(async (action, captured, destination) => {
    await api.call('POST /structure/block/clone', {
      body: { action, ids: [captured.id], pageId: destination.pageId, to: placementOf(destination) },
    });
    api.invalidate(`structure/page/${destination.pageId}`);
    if (captured.pageId !== destination.pageId) api.invalidate(`structure/page/${captured.pageId}`);
  }, []);
}
