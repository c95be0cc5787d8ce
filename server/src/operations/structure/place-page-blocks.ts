// Places blocks of a page among its top-level blocks (PUT structure/page/{id}/addChild/{childId}/{index},
// POST structure/page/{id}/addChildren/{index}).
import { pageTarget, type Page, type Positions } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type Change, type OperationContext, type Trx } from '../context.ts';
import { readPage } from './read-page.ts';

export interface BlockPlacement {
  pageId: number;
  /** The blocks, in the order they are to stand. */
  blockIds: readonly number[];
  /** Where the first goes among the top-level blocks that remain once these are taken out. */
  index: number;
  /** The page revision the caller saw. */
  revision?: number | undefined;
}

/** Each block of the page → the block it is nested in (children or a column of it). */
async function parentsOnPage(trx: Trx, pageId: number): Promise<Map<number, number>> {
  const blocks = await trx.selectFrom('blocks').select(['id', 'data']).where('pageId', '=', pageId).execute();
  const parents = new Map<number, number>();
  for (const { id, data } of blocks) {
    const nested = [...(data.children ?? []), ...Object.values(data.positions ?? {}).flat()].filter((child) => child !== undefined);
    for (const child of nested) parents.set(child, id);
  }
  for (const { id } of blocks) if (!parents.has(id)) parents.set(id, 0);
  return parents;
}

/**
 * Puts the blocks at `index` of the page's first column, taking them out of wherever they stood at
 * the top level; returns the page. Needs addChildren on the page (NOT_ALLOWED); unknown page →
 * PAGE_NOT_FOUND; another revision → REVISION_CONFLICT; a block that is not on the page, or sits
 * inside another block (move it with the block routes), or an index past the end → BAD_REQUEST.
 */
export async function placePageBlocks(ctx: OperationContext, actor: Actor, { pageId, blockIds, index, revision }: BlockPlacement): Promise<Page> {
  const changes = (page: Page): Change[] => [{ scope: 'structure', items: [{ kind: 'page', id: pageId, moduleId: page.moduleId }] }];
  return writeSite(ctx, changes, async (trx) => {
    const page = await trx.selectFrom('pages').select(['moduleId', 'positions', 'revision']).where('id', '=', pageId).forUpdate().executeTakeFirst();
    assertCan(actor, 'addChildren', 'items.pages', pageTarget(pageId, page?.moduleId), 'You may not add blocks to this page.');
    if (!page) throw appError('PAGE_NOT_FOUND');
    assertRevision(page.revision, revision, 'This page was');
    const parents = await parentsOnPage(trx, pageId);
    for (const id of blockIds) {
      const parent = parents.get(id);
      if (parent === undefined) throw appError('BAD_REQUEST', `Block ${id} is not on this page.`);
      if (parent !== 0) throw appError('BAD_REQUEST', `Block ${id} sits inside block ${parent}; move it out of that block first.`);
    }
    const placing = new Set(blockIds);
    const remaining: Positions = Object.fromEntries(Object.entries(page.positions).map(([column, ids = []]) => [column, ids.filter((id) => !placing.has(id))]));
    const first = remaining['col-0'] ?? [];
    if (index > first.length) throw appError('BAD_REQUEST', `Index ${index} is past the end of the page's ${first.length} top-level blocks.`);
    const positions = { ...remaining, 'col-0': [...first.slice(0, index), ...blockIds, ...first.slice(index)] };
    await trx.updateTable('pages')
      .set((eb) => ({ positions: JSON.stringify(positions), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('id', '=', pageId)
      .execute();
    return (await readPage(trx, pageId))!;
  });
}
