// Moving blocks: POST structure/block/move {updates, fromPageId, toPageId} names each block's spot;
// moveToSpot, which paste by move and the page's addChild/addChildren use, finds it.
import { blockPlace, spotPlace, type BlockMoveBody, type BlockPlacement } from '@tessera/schemas';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import type { OperationContext, Trx } from '../../context.ts';
import { assertMayBlock, assertMayEditAnyBlock } from './block-grants.ts';
import { carryBlocks } from './carry-blocks.ts';
import { editPages, type PageTrees } from './edit-pages.ts';
import type { PageTree } from './page-tree.ts';

/**
 * Applies each update in order: takes block `id` out of `from` (whose index must hold it) on page
 * `fromPageId` and puts it at `to` on page `toPageId`. Needs move on items.blocks.{type} where each
 * block lies and where it goes (NOT_ALLOWED); unknown page → PAGE_NOT_FOUND; an unknown block or
 * parent, a column past the last, an index out of range, a block put inside itself → BAD_REQUEST,
 * and nothing moves.
 */
export async function moveBlocks(ctx: OperationContext, actor: Actor, { updates, fromPageId, toPageId }: BlockMoveBody): Promise<{ ok: true }> {
  assertMayEditAnyBlock(actor);
  return editPages(ctx, [fromPageId, toPageId], async (trees, trx) => {
    for (const { id, from, to } of updates) {
      await takeOut(trx, trees, actor, id, fromPageId, from, toPageId);
      putIn(actor, trees.get(toPageId)!, to, [id]);
    }
    return { ok: true } as const;
  });
}

/** Where blocks go: a page and a spot on it. */
export interface PageSpot {
  pageId: number;
  spot: BlockPlacement;
}

/**
 * Moves the blocks, each out of its one spot (or none: a block not placed yet), to `to`, all at
 * its index in order (the index counts the column once they are taken out). A block standing in
 * several spots, or as the page's related modal, → BAD_REQUEST: structure/block/move names the
 * spot. Checks and refuses as moveBlocks; the pages' trees must be locked.
 */
export async function moveToSpot(trx: Trx, trees: PageTrees, actor: Actor, blocks: readonly { id: number; pageId: number }[], to: PageSpot): Promise<void> {
  for (const { id, pageId } of blocks) {
    const usages = trees.get(pageId)!.usagesOf(id);
    if (usages.length > 1 || usages[0]?.related) {
      throw appError('BAD_REQUEST', `Block ${id} stands in ${usages.length} spots or as the related modal; move it with structure/block/move, naming the spot.`);
    }
    const [from] = usages as (Required<BlockPlacement> | undefined)[];
    await takeOut(trx, trees, actor, id, pageId, from && { parentType: from.parentType, parentId: from.parentId, col: from.col, index: from.index }, to.pageId);
  }
  putIn(actor, trees.get(to.pageId)!, to.spot, blocks.map((block) => block.id));
}

/**
 * Takes block `id` of page `pageId` out of spot `from` (when it stands in one), once `actor` may
 * move it where it lies, and carries it with everything nested in it to page `toPageId` when that
 * is another page.
 */
async function takeOut(trx: Trx, trees: PageTrees, actor: Actor, id: number, pageId: number, from: BlockPlacement | undefined, toPageId: number): Promise<void> {
  const source = trees.get(pageId)!;
  const target = trees.get(toPageId)!;
  assertMayBlock(actor, 'move', source.require(id).type, blockPlace(source, id));
  if (from) source.removeAt(from, id);
  if (source === target) return;
  if (source.usagesOf(id).length > 0) {
    throw appError('BAD_REQUEST', `Block ${id} is also used in other spots on page ${pageId}; take it out of those before moving it to another page.`);
  }
  await carryBlocks(trx, source, target, id);
}

/** Puts blocks of the tree at the spot, once `actor` may move each there. */
export function putIn(actor: Actor, tree: PageTree, spot: BlockPlacement, ids: readonly number[]): void {
  for (const id of ids) assertMayBlock(actor, 'move', tree.require(id).type, spotPlace(tree, spot, id));
  tree.insert(spot, ids);
}
