// GET structure/block and GET structure/block/search: the blocks of the site, a page at a time,
// with where each is used.
import type { BlockSearchReply } from '@tessera/schemas';
import type { Db } from '../../../db/database.ts';
import type { Actor } from '../../actor.ts';
import { assertCan } from '../../assert-can.ts';
import { blockFromRow } from '../rows.ts';
import { PageTree } from './page-tree.ts';

export interface BlockSearch {
  /** Words in the block's key or title (case-insensitive). */
  query?: string | undefined;
  type?: string | undefined;
  pageId?: number | undefined;
  page?: number | undefined;
  limit?: number | undefined;
  withUsages?: boolean | undefined;
}

/** The spec's search defaults (data spec §9). */
export const SEARCH_DEFAULTS = { page: 1, limit: 10 } as const;

/**
 * Live blocks matching the search, by id, `limit` per page; with `withUsages`, each with the spots
 * and related-block slots that use it. Needs manageEditMode on items.blocks (NOT_ALLOWED).
 */
export async function searchBlocks(db: Db, actor: Actor, search: BlockSearch): Promise<BlockSearchReply> {
  assertCan(actor, 'manageEditMode', 'items.blocks', {}, 'You may not search blocks.');
  const { page = SEARCH_DEFAULTS.page, limit = SEARCH_DEFAULTS.limit } = search;
  let matching = db.selectFrom('blocks').where('wasDeleted', '=', false);
  if (search.type) matching = matching.where('type', '=', search.type);
  if (search.pageId) matching = matching.where('pageId', '=', search.pageId);
  if (search.query) {
    const words = `%${search.query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    matching = matching.where((eb) => eb.or([eb('key', 'ilike', words), eb(eb.ref('data', '->>').key('title'), 'ilike', words)]));
  }
  const [rows, count] = await Promise.all([
    matching.selectAll().orderBy('id').limit(limit).offset((page - 1) * limit).execute(),
    matching.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const trees = search.withUsages ? await pageTrees(db, [...new Set(rows.map((row) => row.pageId))]) : new Map<number, PageTree>();
  const results = rows.map((row) => {
    const block = blockFromRow(row);
    const tree = trees.get(row.pageId);
    return tree ? { block, usages: tree.usagesOf(row.id) } : { block };
  });
  return { results, total: Number(count.total), page, limit };
}

/** The trees of the pages, read without locks (for usages). */
async function pageTrees(db: Db, pageIds: number[]): Promise<Map<number, PageTree>> {
  if (pageIds.length === 0) return new Map();
  const [pages, blocks] = await Promise.all([
    db.selectFrom('pages').select(['id', 'moduleId', 'positions', 'data']).where('id', 'in', pageIds).execute(),
    db.selectFrom('blocks').select(['id', 'pageId', 'key', 'type', 'data', 'revision']).where('pageId', 'in', pageIds).where('wasDeleted', '=', false).execute(),
  ]);
  return new Map(pages.map((page) => [page.id, new PageTree(page.id, page.moduleId, page.positions, page.data.relatedBlocks?.modal, blocks.filter((b) => b.pageId === page.id))]));
}
