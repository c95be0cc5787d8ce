// Deleting a block from its page: what goes with it, and the revert row that can bring it back.
import type { BlockRemovalReply, BlockUsage } from '@tessera/schemas';
import type { Trx } from '../../context.ts';
import type { PageTree } from './page-tree.ts';
import { newRevertToken, REVERT_WINDOW_MS, revertTokenHash } from './revert-window.ts';

/**
 * Takes block `id` out of every spot of its page (the `usages` already taken out are passed in
 * too, so the revert restores them), marks it and every block nested in it that the page no
 * longer shows as wasDeleted, and stores a revert token valid for REVERT_WINDOW_MS.
 */
export async function deleteFromTree(trx: Trx, tree: PageTree, id: number, alreadyRemoved: readonly BlockUsage[] = []): Promise<Required<BlockRemovalReply>> {
  const usages = [...alreadyRemoved, ...tree.usagesOf(id)];
  // Take the spots out from the highest index down, so the indexes of the others still hold.
  for (const usage of [...tree.usagesOf(id)].reverse()) {
    if (usage.related) {
      tree.relatedModal = undefined;
      tree.pageChanged = true;
    } else {
      tree.removeAt({ parentType: usage.parentType, parentId: usage.parentId, col: usage.col!, index: usage.index! }, id);
    }
  }
  const shown = tree.reachable();
  const gone = [...tree.subtree(id)].filter((nested) => !shown.has(nested));
  tree.release(gone);
  await trx.updateTable('blocks').set({ wasDeleted: true, updatedAt: new Date() }).where('id', 'in', gone).execute();
  const token = newRevertToken();
  const expiresAt = new Date(Date.now() + REVERT_WINDOW_MS);
  await trx.insertInto('blockReverts').values({
    tokenHash: revertTokenHash(token), pageId: tree.pageId, blockId: id,
    deletedIds: JSON.stringify(gone), usages: JSON.stringify(usages), expiresAt,
  }).execute();
  return { deleted: true, token, expiresAt: expiresAt.toISOString() };
}
