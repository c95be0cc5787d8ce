// The count of a block's live posts (communication_blocks), moved in the transaction that writes,
// removes or restores a post; a reply moves its parent's reply_count instead.
import type { Trx } from '../context.ts';

/** Moves the count of posts of the item's block, or of replies of its parent, by `step`. */
export async function countPost(trx: Trx, item: { blockId: number; parentId: number | null }, step: 1 | -1): Promise<void> {
  if (item.parentId !== null) {
    await trx.updateTable('communications').set((eb) => ({ replyCount: eb('replyCount', '+', step) })).where('id', '=', item.parentId).execute();
    return;
  }
  await trx.insertInto('communicationBlocks').values({ blockId: item.blockId, postCount: Math.max(step, 0) })
    .onConflict((oc) => oc.column('blockId').doUpdateSet((eb) => ({ postCount: eb('communicationBlocks.postCount', '+', step) }))).execute();
}
