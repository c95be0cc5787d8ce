// Places blocks of a page among its top-level blocks (PUT structure/page/{id}/addChild/{childId}/{index},
// POST structure/page/{id}/addChildren/{index}, and the site import): a move into the page's first column.
import type { Actor } from '../actor.ts';
import { assertRevision } from '../assert-revision.ts';
import type { OperationContext } from '../context.ts';
import { assertMayEditAnyBlock } from './blocks/block-grants.ts';
import { editPages } from './blocks/edit-pages.ts';
import { moveToSpot } from './blocks/move-blocks.ts';

export interface BlockPlacement {
  pageId: number;
  /** The blocks, in the order they are to stand. */
  blockIds: readonly number[];
  /** Where the first goes among the top-level blocks that remain once these are taken out. */
  index: number;
  /** The page revision the caller saw. */
  revision?: number | undefined;
}

/**
 * Puts the blocks at `index` of the page's first column, each taken out of its one spot on the
 * page (see moveToSpot). Needs move on items.blocks.{type} where each lies and on the page
 * (NOT_ALLOWED); unknown page → PAGE_NOT_FOUND; another revision → REVISION_CONFLICT; a block that
 * is not on the page, stands in several spots, or an index past the end → BAD_REQUEST.
 */
export async function placePageBlocks(ctx: OperationContext, actor: Actor, { pageId, blockIds, index, revision }: BlockPlacement): Promise<void> {
  assertMayEditAnyBlock(actor);
  await editPages(ctx, [pageId], async (trees, trx) => {
    if (revision !== undefined) {
      const page = await trx.selectFrom('pages').select('revision').where('id', '=', pageId).executeTakeFirstOrThrow();
      assertRevision(page.revision, revision, 'This page was');
    }
    const blocks = blockIds.map((id) => ({ id, pageId }));
    await moveToSpot(trx, trees, actor, blocks, { pageId, spot: { parentType: 'page', parentId: pageId, col: 0, index } });
  });
}
