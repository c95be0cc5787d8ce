// DELETE structure/block/{id} (everywhere) and DELETE structure/block/{id}/{parentType}/{parentId}/{col}/{index} (one spot).
import type { BlockPlacement, BlockRemovalReply } from '@tessera/schemas';
import type { Actor } from '../../actor.ts';
import type { OperationContext } from '../../context.ts';
import { assertMayOnBlocks, editableBlock } from './block-grants.ts';
import { deleteFromTree } from './delete-from-tree.ts';
import { editPages } from './edit-pages.ts';

/**
 * Deletes the block everywhere on its page: members stop seeing it at once, it is removed for
 * good when its revert window ends, and the reply's token brings it back until then. Needs
 * delete on items.blocks.{type} where it lies (NOT_ALLOWED); unknown block → BLOCK_NOT_FOUND.
 */
export async function deleteBlockEverywhere(ctx: OperationContext, actor: Actor, id: number): Promise<BlockRemovalReply> {
  const { pageId } = await editableBlock(ctx.db, actor, id);
  return editPages(ctx, [pageId], (trees, trx) => {
    assertMayOnBlocks(actor, 'delete', trees, [{ id, pageId }]);
    return deleteFromTree(trx, trees.get(pageId)!, id);
  });
}

/**
 * Takes the block out of one spot (`spot.index` must hold it, else BAD_REQUEST). When that was its
 * last spot, the block is deleted as by deleteBlockEverywhere, with a revert token; otherwise it
 * stays in its other spots. Needs delete, as deleteBlockEverywhere.
 */
export async function removeBlockFrom(ctx: OperationContext, actor: Actor, id: number, spot: Required<BlockPlacement>): Promise<BlockRemovalReply> {
  const { pageId } = await editableBlock(ctx.db, actor, id);
  return editPages(ctx, [pageId], async (trees, trx) => {
    assertMayOnBlocks(actor, 'delete', trees, [{ id, pageId }]);
    const tree = trees.get(pageId)!;
    tree.removeAt(spot, id);
    if (tree.usagesOf(id).length > 0) return { deleted: false };
    return deleteFromTree(trx, tree, id, [{ pageId, ...spot }]);
  });
}
