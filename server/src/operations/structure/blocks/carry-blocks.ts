// Moving a block to another page: it and everything nested in it change page.
import { appError } from '../../../errors.ts';
import type { Trx } from '../../context.ts';
import { keyFreeIn } from './block-keys.ts';
import type { PageTree } from './page-tree.ts';

/**
 * Moves block `id` (already taken out of its spots on `from`) and every block nested in it to
 * page `to`, renaming keys `to` already uses. Refuses (BAD_REQUEST) when a nested block is still
 * used elsewhere on `from`: it cannot be on both pages.
 */
export async function carryBlocks(trx: Trx, from: PageTree, to: PageTree, id: number): Promise<void> {
  const shown = from.reachable();
  const nested = from.subtree(id);
  const shared = [...nested].find((block) => shown.has(block));
  if (shared !== undefined) {
    throw appError('BAD_REQUEST', `Block ${shared} is also used elsewhere on page ${from.pageId}; take it out there before moving block ${id} to page ${to.pageId}.`);
  }
  const taken = new Set([...to.all()].map((block) => block.key));
  for (const block of from.release(nested)) {
    const key = keyFreeIn(block.key, taken);
    taken.add(key);
    await trx.updateTable('blocks').set({ pageId: to.pageId, key, updatedAt: new Date() }).where('id', '=', block.id).execute();
    to.add({ ...block, key });
  }
}
