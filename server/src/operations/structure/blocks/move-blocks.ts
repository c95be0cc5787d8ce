// POST structure/block/move {updates, fromPageId, toPageId}: moves blocks between spots, within a
// page or to another.
import type { BlockMoveBody, BlockPlacement } from '@tessera/schemas';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import type { OperationContext, Trx } from '../../context.ts';
import { carryBlocks } from './carry-blocks.ts';
import { assertMayArrangePage, assertMayEditBlock } from './editable-block.ts';
import { editPages, type PageTrees } from './edit-pages.ts';

/**
 * Applies each update in order: takes block `id` out of `from` (whose index must hold it) on page
 * `fromPageId` and puts it at `to` on page `toPageId`. Needs manageEditMode on both pages and each
 * block's type (NOT_ALLOWED); unknown page → PAGE_NOT_FOUND; an unknown block or parent, a column
 * past the last, an index out of range, a block put inside itself → BAD_REQUEST, and nothing moves.
 */
export async function moveBlocks(ctx: OperationContext, actor: Actor, { updates, fromPageId, toPageId }: BlockMoveBody): Promise<{ ok: true }> {
  assertMayArrangePage(actor, fromPageId);
  assertMayArrangePage(actor, toPageId);
  return editPages(ctx, [fromPageId, toPageId], async (trees, trx) => {
    for (const { id, from, to } of updates) await moveOne(trx, trees, actor, id, { pageId: fromPageId, spot: from }, { pageId: toPageId, spot: to });
    return { ok: true } as const;
  });
}

/** Where a block is taken from or put: a page and a spot on it. */
export interface PageSpot {
  pageId: number;
  spot: BlockPlacement;
}

/** Moves one block from one spot to another (see moveBlocks); the pages' trees must be locked. */
export async function moveOne(trx: Trx, trees: PageTrees, actor: Actor, id: number, from: PageSpot, to: PageSpot): Promise<void> {
  const source = trees.get(from.pageId)!;
  const target = trees.get(to.pageId)!;
  assertMayEditBlock(actor, source.require(id).type, id, from.pageId);
  source.removeAt(from.spot, id);
  if (source !== target) {
    if (source.usagesOf(id).length > 0) {
      throw appError('BAD_REQUEST', `Block ${id} is also used in other spots on page ${from.pageId}; take it out of those before moving it to another page.`);
    }
    await carryBlocks(trx, source, target, id);
  }
  target.insert(to.spot, [id]);
}
