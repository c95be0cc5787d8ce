// Loads a page's tree with the page locked, and saves what a write changed in it.
import type { Block, ChangedItem } from '@tessera/schemas';
import { sql } from 'kysely';
import type { PageData } from '../../../db/schema.ts';
import { appError } from '../../../errors.ts';
import type { Trx } from '../../context.ts';
import { PageTree, type TreeBlock } from './page-tree.ts';
import { assertValidBlock } from './valid-block.ts';

/** The page's stored flags, kept beside its tree so saving can write its related blocks back. */
const pageDataOf = new WeakMap<PageTree, PageData>();

/**
 * The pages' trees, each page row locked (`for update`) in id order so two writes over the same
 * pages cannot deadlock. Unknown page → PAGE_NOT_FOUND.
 */
export async function lockPageTrees(trx: Trx, pageIds: readonly number[]): Promise<Map<number, PageTree>> {
  const ids = [...new Set(pageIds)].sort((a, b) => a - b);
  // One query: the pages, locked, each with its live blocks.
  const pages = await trx.selectFrom('pages as p')
    .select(['p.id', 'p.moduleId', 'p.positions', 'p.data'])
    .select(sql<TreeBlock[]>`(select coalesce(jsonb_agg(jsonb_build_object('id', b.id, 'key', b.key, 'type', b.type, 'data', b.data, 'revision', b.revision)), '[]'::jsonb)
      from blocks b where b.page_id = p.id and not b.was_deleted)`.as('blocks'))
    .where('p.id', 'in', ids).orderBy('p.id').forUpdate().execute();
  if (pages.length !== ids.length) throw appError('PAGE_NOT_FOUND');
  return new Map(pages.map((page) => {
    const tree = new PageTree(page.id, page.moduleId, page.positions, page.data.relatedBlocks?.modal, page.blocks);
    pageDataOf.set(tree, page.data);
    return [page.id, tree];
  }));
}

/** A block of the tree as the API serves it. */
export function treeBlock(tree: PageTree, { id, key, type, data, revision }: TreeBlock): Block {
  return { ...data, id, key, type, pageId: tree.pageId, revision };
}

/**
 * Writes what changed in the trees: each page's positions and related modal, and each changed
 * block (checked with assertValidBlock first), each with its revision bumped. One statement for
 * all blocks and one for all pages, however many trees. Returns the items to announce.
 */
export async function savePageTrees(trx: Trx, trees: Iterable<PageTree>): Promise<ChangedItem[]> {
  const changed: ChangedItem[] = [];
  const blocks: Array<{ id: number; data: TreeBlock['data'] }> = [];
  const pages: Array<{ id: number; positions: PageTree['positions']; data: PageData }> = [];
  for (const tree of trees) {
    for (const id of tree.changedBlocks) {
      const block = tree.require(id);
      assertValidBlock(treeBlock(tree, block));
      blocks.push({ id, data: block.data });
      block.revision += 1;
      changed.push({ kind: 'block', id, pageId: tree.pageId });
    }
    if (tree.pageChanged) {
      const { relatedBlocks: _before, ...data } = pageDataOf.get(tree) ?? ({} as PageData);
      const relatedBlocks = tree.relatedModal === undefined ? {} : { relatedBlocks: { modal: tree.relatedModal } };
      pages.push({ id: tree.pageId, positions: tree.positions, data: { ...data, ...relatedBlocks } });
      changed.push({ kind: 'page', id: tree.pageId, moduleId: tree.moduleId });
    }
    tree.changedBlocks.clear();
    tree.pageChanged = false;
  }
  const now = new Date();
  if (blocks.length > 0) {
    await sql`update blocks b set data = x.data, revision = b.revision + 1, updated_at = ${now}
      from jsonb_to_recordset(${JSON.stringify(blocks)}::jsonb) as x(id int, data jsonb) where b.id = x.id`.execute(trx);
  }
  if (pages.length > 0) {
    await sql`update pages p set positions = x.positions, data = x.data, revision = p.revision + 1, updated_at = ${now}
      from jsonb_to_recordset(${JSON.stringify(pages)}::jsonb) as x(id int, positions jsonb, data jsonb) where p.id = x.id`.execute(trx);
  }
  return changed;
}
