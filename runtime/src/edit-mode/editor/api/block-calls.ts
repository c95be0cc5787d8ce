// The structure calls the editor makes for blocks (data-layer spec §7 Structure), in one place so
// the components read as what they do. Each returns the server's reply; a refusal rejects with an
// ApiError (already logged), which the caller reports.
import type { Block, BlockParentType, BlockVisibility, NewBlockInput } from '@tessera/schemas';
import { api } from '../../../api/api.ts';

/** Where a new block goes: a page's column, or a container block's column (tabs: col 0). */
export interface BlockSpot {
  pageId: number;
  parentType: BlockParentType;
  /** The page's id, or the container block's. */
  parentId: number;
  col: number;
}

/** Creates `block` at the end of `spot`; `asParentFor` makes it hold an existing block as its first child. */
export function createBlock(spot: BlockSpot, block: NewBlockInput, asParentFor?: number): Promise<Block> {
  const inBlock = spot.parentType === 'block' ? { parentId: spot.parentId } : {};
  return api.call('PUT /structure/block', { body: { pageId: spot.pageId, block, colIndex: spot.col, ...inBlock, ...(asParentFor ? { asParentFor } : {}) } });
}

/** What the add-block picker offers beside the registry: each type with its default options. */
export const blockTemplates = () => api.call('GET /structure/block/templates');

/** Saves a block's title, options or column widths. */
export function updateBlock(block: Block, changes: Partial<Pick<Block, 'title' | 'showTitle' | 'options' | 'columns' | 'visibility' | 'translations'>>): Promise<Block> {
  return api.call('POST /structure/block/{id}', { params: { id: block.id }, body: { block: { ...changes, ...(block.revision ? { revision: block.revision } : {}) } } });
}

export function setBlockVisibility(block: Block, visibility: BlockVisibility): Promise<Block> {
  return updateBlock(block, { visibility });
}

/** Removes the block from one spot (it stays wherever else it is used). */
export function removeBlockFrom(blockId: number, from: BlockSpot & { index: number }) {
  return api.call('DELETE /structure/block/{id}/{parentType}/{parentId}/{col}/{index}', {
    params: { id: blockId, parentType: from.parentType, parentId: from.parentId, col: from.col, index: from.index },
  });
}

/** Deletes the block everywhere; the reply's token reverts it for a while. */
export const deleteBlockEverywhere = (blockId: number) => api.call('DELETE /structure/block/{id}', { params: { id: blockId } });

/** Restores what a delete everywhere removed. */
export const revertDelete = (token: string) => api.call('POST /structure/revert', { body: { token } });

/** Shows a page's stored state after a write without waiting for the live event. */
export const refreshPage = (pageId: number) => api.invalidate(`structure/page/${pageId}`);

/**
 * refreshPage, settling once the page as edit mode reads it has arrived: an optimistic change can
 * then give way to the stored one without the old state showing in between.
 */
export async function reloadEditedPage(pageId: number): Promise<void> {
  refreshPage(pageId);
  await api.call('GET /structure/page/{id}', { params: { id: pageId }, query: { editMode: true }, quiet: true });
}
