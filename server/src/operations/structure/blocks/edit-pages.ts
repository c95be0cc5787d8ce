// The frame of every block write: permission checks done by the caller, then one transaction that
// locks the pages' trees, lets the write change them, saves and announces what changed.
import type { ChangedItem } from '@tessera/schemas';
import { writeSite, type OperationContext, type TransactionContext, type Trx } from '../../context.ts';
import type { PageTree } from './page-tree.ts';
import { lockPageTrees, savePageTrees } from './page-tree-store.ts';

export type PageTrees = ReadonlyMap<number, PageTree>;

/**
 * Runs `work` on the locked trees of `pageIds` in one transaction, then saves every tree and
 * announces the pages and blocks that changed (items:changes). Any failure writes nothing.
 */
export function editPages<T>(
  ctx: OperationContext,
  pageIds: readonly number[],
  work: (trees: PageTrees, trx: Trx, tx: TransactionContext) => Promise<T>,
): Promise<T> {
  const items: ChangedItem[] = [];
  return writeSite(ctx, () => (items.length ? [{ scope: 'structure', items }] : []), async (trx, tx) => {
    const trees = await lockPageTrees(trx, pageIds);
    const result = await work(trees, trx, tx);
    items.push(...await savePageTrees(trx, trees.values()));
    return result;
  });
}
