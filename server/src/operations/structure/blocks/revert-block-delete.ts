// POST /structure/revert {token}: brings back a block deleted everywhere, as it was.
import type { BlockUsage, RevertReply } from '@tessera/schemas';
import { AppError, appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import type { OperationContext } from '../../context.ts';
import { assertMayEditAnyBlock, assertMayOnBlocks } from './block-grants.ts';
import { editPages } from './edit-pages.ts';
import type { PageTree } from './page-tree.ts';
import { revertTokenHash } from './revert-window.ts';

const EXPIRED = 'This revert token is unknown or has expired.';

/**
 * Restores the block the token deleted, with everything that went with it (the rows were only
 * marked, so children, fields and options are as they were), in each spot it stood at the index it
 * had; a spot whose parent has gone since is skipped, and a block with no spot left goes to the end
 * of the page's first column. Needs delete on items.blocks.{type} where the block lies once back (the
 * right that deleted it) (NOT_ALLOWED); an unknown, used or expired token → BAD_REQUEST. One revert
 * per token.
 */
export async function revertBlockDelete(ctx: OperationContext, actor: Actor, token: string): Promise<RevertReply> {
  assertMayEditAnyBlock(actor);
  const tokenHash = revertTokenHash(token);
  const found = await ctx.db.selectFrom('blockReverts').select(['pageId', 'blockId']).where('tokenHash', '=', tokenHash).executeTakeFirst();
  if (!found) throw appError('BAD_REQUEST', EXPIRED);
  const { pageId, blockId } = found;
  return editPages(ctx, [pageId], async (trees, trx) => {
    const revert = await trx.deleteFrom('blockReverts').where('tokenHash', '=', tokenHash).where('expiresAt', '>', new Date())
      .returning(['deletedIds', 'usages']).executeTakeFirst();
    if (!revert) throw appError('BAD_REQUEST', EXPIRED);
    const tree = trees.get(pageId)!;
    const restored = await trx.updateTable('blocks').set({ wasDeleted: false, updatedAt: new Date() }).where('id', 'in', revert.deletedIds)
      .returning(['id', 'key', 'type', 'data', 'revision']).execute();
    for (const block of restored) tree.add(block);
    const placed = inOrder(revert.usages).filter((usage) => putBack(tree, blockId, usage));
    if (placed.length === 0) tree.insert({ parentType: 'page', parentId: pageId, col: 0 }, [blockId]);
    assertMayOnBlocks(actor, 'delete', trees, [{ id: blockId, pageId }]);
    return { blockId, pageId };
  });
}

/** Spots in the order that puts each back at its index: by parent and column, lowest index first. */
function inOrder(usages: readonly BlockUsage[]): BlockUsage[] {
  const spot = (u: BlockUsage) => `${u.parentType}:${u.parentId}:${u.col ?? -1}`;
  return [...usages].sort((a, b) => spot(a).localeCompare(spot(b)) || (a.index ?? 0) - (b.index ?? 0));
}

/** Puts the block back in one spot; false when the spot is gone (its parent deleted, its column removed). */
function putBack(tree: PageTree, id: number, usage: BlockUsage): boolean {
  if (usage.related) {
    if (tree.relatedModal !== undefined) return false;
    tree.relatedModal = id;
    tree.pageChanged = true;
    return true;
  }
  const spot = { parentType: usage.parentType, parentId: usage.parentId, col: usage.col! };
  try {
    tree.insert({ ...spot, index: Math.min(usage.index ?? 0, tree.column(spot).length) }, [id]);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BAD_REQUEST') return false;
    throw error;
  }
}
