// Makes pages' blocks the given trees (the CLI's apply and the site import): blocks matched by key
// keep their id and change in place, new keys are created, blocks a tree no longer holds are
// deleted for good; a block given once and referred to at further spots stands in each, the same
// block as a paste by copy leaves it. All pages are locked and saved in one editPages, and new
// blocks are inserted in one statement.
import { isDeepStrictEqual } from 'node:util';
import { sql } from 'kysely';
import type { BlockData } from '../../../db/schema.ts';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import { assertCan } from '../../assert-can.ts';
import type { Trx } from '../../context.ts';
import type { OperationContext } from '../../context.ts';
import { insertUnique } from '../../insert-unique.ts';
import { currentOptions } from '../current-options.ts';
import { assertMayBlock } from './block-grants.ts';
import { editPages } from './edit-pages.ts';
import type { PageTree, TreeBlock } from './page-tree.ts';
import { treeBlock } from './page-tree-store.ts';
import { assertValidBlock } from './valid-block.ts';

/** A block as the page should hold it: its own data (stored references: file, list and field ids) and what it holds. */
export interface DesiredBlock {
  key: string;
  type: string;
  data: Omit<BlockData, 'children' | 'positions'>;
  children?: DesiredSpot[];
  positions?: Record<string, DesiredSpot[]>;
}

/** A further spot of a block given in full at another spot of the same page (0022 §1 "copy"). */
export interface DesiredRef {
  ref: string;
}

export type DesiredSpot = DesiredBlock | DesiredRef;

const isRef = (spot: DesiredSpot): spot is DesiredRef => 'ref' in spot;

export interface DesiredPage {
  pageId: number;
  /** The page's columns (col-0 and any further ones), each its blocks in order. */
  positions: Record<string, readonly DesiredSpot[]>;
  /** The page's related modal block. */
  relatedModal?: DesiredSpot;
}

/**
 * Gives each page exactly its columns and related modal, in one transaction. Needs
 * manageSettings on items and create on each new block's type (NOT_ALLOWED); every block written is
 * checked as every block write checks it (BAD_REQUEST naming the field); a key given in full twice
 * on a page → SLUG_TAKEN; a reference to a key the page's trees do not give, or one putting a block
 * inside itself → BAD_REQUEST. Only the blocks and pages that change get a new revision.
 */
export async function syncPagesBlocks(ctx: OperationContext, actor: Actor, pages: readonly DesiredPage[]): Promise<void> {
  assertCan(actor, 'manageSettings', 'items', {}, 'You may not replace the blocks of pages.');
  if (pages.length === 0) return;
  await editPages(ctx, pages.map((page) => page.pageId), async (trees, trx) => {
    const created: Array<{ tree: PageTree; block: TreeBlock }> = [];
    const gone: number[] = [];
    const newIds = await newBlockIds(trx, pages.reduce((total, page) => total + countNew(trees.get(page.pageId)!, pageRoots(page)), 0));
    for (const page of pages) gone.push(...placePage(trees.get(page.pageId)!, page, newIds, created));
    if (gone.length > 0) await trx.deleteFrom('blocks').where('id', 'in', gone).execute();
    await insertBlocks(trx, actor, created);
  });
}

/**
 * Makes `tree` hold the page's desired blocks; returns the ids of the blocks it no longer holds.
 * New blocks take ids from `newIds` and are added to `created`.
 */
function placePage(tree: PageTree, page: DesiredPage, newIds: number[], created: Array<{ tree: PageTree; block: TreeBlock }>): number[] {
  const { pageId, positions, relatedModal } = page;
  const wanted = wantedTypes(pageRoots(page));
  const gone = removeUnwanted(tree, wanted);
  const stored = new Map([...tree.all()].map((block) => [block.key, block]));
  // Key → id, taken when the key is first met, so a reference met before its block gets the same id.
  const placed = new Map<string, number>();
  const idOf = (key: string): number => {
    let id = placed.get(key);
    if (id === undefined) placed.set(key, (id = stored.get(key)?.id ?? newIds.pop()!));
    return id;
  };
  const given = new Set<string>();
  const references: Array<{ holder: number; id: number; key: string }> = [];
  const place = (spot: DesiredSpot, holder?: number): number => {
    if (isRef(spot)) {
      if (!wanted.has(spot.ref)) throw appError('BAD_REQUEST', `A spot of page ${pageId} refers to the block '${spot.ref}', which the page's blocks do not include.`);
      const id = idOf(spot.ref);
      if (holder !== undefined) references.push({ holder, id, key: spot.ref });
      return id;
    }
    const block = spot;
    if (given.has(block.key)) throw appError('SLUG_TAKEN', `Two blocks of page ${pageId} use the key '${block.key}': a block in a further spot is given as a reference.`);
    given.add(block.key);
    const id = idOf(block.key);
    const children = block.children?.map((child) => place(child, id));
    let positions: Record<string, number[]> | undefined;
    for (const [column, list] of Object.entries(block.positions ?? {})) (positions ??= {})[column] = list.map((child) => place(child, id));
    const { options, optionsVersion, ...own } = block.data;
    const data: BlockData = { ...own, ...currentOptions(block.type, options, optionsVersion), ...(children && { children }), ...(positions && { positions }) };
    const existing = stored.get(block.key);
    if (!existing) {
      const made = { id, key: block.key, type: block.type, data, revision: 1 };
      tree.add(made);
      created.push({ tree, block: made });
    } else if (!isDeepStrictEqual(withoutUndefined(existing.data), withoutUndefined(data))) {
      existing.data = data;
      tree.touch(existing.id);
    }
    return id;
  };
  setPositions(tree, Object.fromEntries(Object.entries(positions).map(([column, list]) => [column, list.map((spot) => place(spot))])), relatedModal && place(relatedModal));
  for (const { holder, id, key } of references) {
    if (tree.subtree(id).has(holder)) throw appError('BAD_REQUEST', `The block '${key}' cannot stand inside itself or a block nested in it.`);
  }
  return gone;
}

/** The type of each block the desired tree gives in full, by key. */
function wantedTypes(blocks: readonly DesiredSpot[]): Map<string, string> {
  const wanted = new Map<string, string>();
  walk(blocks, (block) => wanted.set(block.key, block.type));
  return wanted;
}

/** Takes out of the tree the blocks whose key the desired tree does not hold with the same type; returns their ids. */
function removeUnwanted(tree: PageTree, wanted: ReadonlyMap<string, string>): number[] {
  const gone = [...tree.all()].filter((block) => wanted.get(block.key) !== block.type).map((block) => block.id);
  tree.release(gone);
  if (tree.relatedModal !== undefined && gone.includes(tree.relatedModal)) {
    tree.relatedModal = undefined;
    tree.pageChanged = true;
  }
  return gone;
}

function countNew(tree: PageTree, blocks: readonly DesiredSpot[]): number {
  const stored = new Map([...tree.all()].map((block) => [block.key, block.type]));
  let count = 0;
  walk(blocks, (block) => { if (stored.get(block.key) !== block.type) count += 1; });
  return count;
}

/** Every block given in full (references are further spots of one of them). */
function walk(blocks: readonly DesiredSpot[], visit: (block: DesiredBlock) => void): void {
  for (const block of blocks) {
    if (isRef(block)) continue;
    visit(block);
    walk(block.children ?? [], visit);
    for (const list of Object.values(block.positions ?? {})) walk(list, visit);
  }
}

/** `count` ids from the blocks' identity, highest last taken first, so blocks get ids in the files' order. */
async function newBlockIds(trx: Trx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`select nextval(pg_get_serial_sequence('blocks', 'id'))::int as id from generate_series(1, ${count})`.execute(trx);
  return rows.map((row) => row.id).sort((a, b) => b - a);
}

/** Checks each new block as createBlock does, then inserts them all in one statement. */
async function insertBlocks(trx: Trx, actor: Actor, created: ReadonlyArray<{ tree: PageTree; block: TreeBlock }>): Promise<void> {
  if (created.length === 0) return;
  for (const { tree, block } of created) {
    assertMayBlock(actor, 'create', block.type, {});
    assertValidBlock(treeBlock(tree, block));
  }
  const rows = created.map(({ tree, block }) => ({ id: block.id, page_id: tree.pageId, key: block.key, type: block.type, data: block.data }));
  await insertUnique(() => sql`insert into blocks (id, page_id, key, type, data) overriding system value
    select id, page_id, key, type, data from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id int, page_id int, key text, type text, data jsonb)`.execute(trx),
  'Two blocks of a page use the same key.');
}

/** Every block the page holds at its top: its columns', then its related modal. */
function pageRoots({ positions, relatedModal }: DesiredPage): DesiredSpot[] {
  return [...Object.values(positions).flat(), ...(relatedModal ? [relatedModal] : [])];
}

function setPositions(tree: PageTree, positions: Record<string, number[]>, relatedModal: number | undefined): void {
  if (isDeepStrictEqual(tree.positions, positions) && tree.relatedModal === relatedModal) return;
  tree.positions = positions;
  tree.relatedModal = relatedModal;
  tree.pageChanged = true;
}

function withoutUndefined(value: object): object {
  return JSON.parse(JSON.stringify(value)) as object;
}
