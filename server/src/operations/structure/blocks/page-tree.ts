// One page's live blocks held in memory while a write rearranges them: the spots blocks stand in
// (the page's columns, a block's columns or children), where each block is used, what is nested
// in what. Every block write loads the page's tree (a handful of rows), changes it here and saves
// what changed (save-page-tree.ts).
import type { BlockPlacement, BlockUsage, Positions } from '@tessera/schemas';
import type { BlockData } from '../../../db/schema.ts';
import { appError } from '../../../errors.ts';

/** A block of the tree: its row as stored. */
export interface TreeBlock {
  id: number;
  key: string;
  type: string;
  data: BlockData;
  revision: number;
}

const badRequest = (message: string) => appError('BAD_REQUEST', message);
const columnKey = (col: number) => `col-${col}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export class PageTree {
  /** Blocks whose data (columns, children, fields, options…) changed; saved with a new revision. */
  readonly changedBlocks = new Set<number>();
  /** Set when the page's positions or related blocks changed. */
  pageChanged = false;
  private readonly blocks: Map<number, TreeBlock>;

  constructor(
    readonly pageId: number,
    readonly moduleId: number,
    public positions: Positions,
    public relatedModal: number | undefined,
    blocks: readonly TreeBlock[],
  ) {
    this.blocks = new Map(blocks.map((block) => [block.id, block]));
  }

  get(id: number): TreeBlock | undefined {
    return this.blocks.get(id);
  }

  /** The block, or BAD_REQUEST naming it when it is not a live block of this page. */
  require(id: number): TreeBlock {
    const block = this.blocks.get(id);
    if (!block) throw badRequest(`There is no block ${id} on page ${this.pageId}.`);
    return block;
  }

  all(): IterableIterator<TreeBlock> {
    return this.blocks.values();
  }

  add(block: TreeBlock): void {
    this.blocks.set(block.id, block);
  }

  /** Takes blocks out of this tree (they move to another page); nothing may still use them here. */
  release(ids: Iterable<number>): TreeBlock[] {
    return [...ids].map((id) => {
      const block = this.require(id);
      this.blocks.delete(id);
      this.changedBlocks.delete(id);
      return block;
    });
  }

  /** Marks a block's data as changed (after the caller replaced it). */
  touch(id: number): void {
    this.changedBlocks.add(id);
  }

  /**
   * The ids at a spot's column, for changing in place. Refuses (BAD_REQUEST) a parent that is not
   * on this page, a column past the parent's last, and a parent that holds no blocks.
   */
  column({ parentType, parentId, col }: BlockPlacement): number[] {
    if (parentType === 'page') {
      if (parentId !== this.pageId) throw badRequest(`Page ${parentId} is not the page these blocks are on (${this.pageId}).`);
      const count = pageColumnCount(this.positions);
      if (col >= count) throw badRequest(`Page ${parentId} has ${plural(count, 'column')}; there is no column ${col}.`);
      return (this.positions[columnKey(col)] ??= []);
    }
    const parent = this.require(parentId);
    const { columns, children } = parent.data;
    if (columns) {
      if (col >= columns.length) throw badRequest(`Block ${parentId} has ${plural(columns.length, 'column')}; there is no column ${col}.`);
      parent.data.positions ??= {};
      return (parent.data.positions[columnKey(col)] ??= []);
    }
    if (!children) throw badRequest(`Block ${parentId} (${parent.type}) holds no blocks.`);
    if (col !== 0) throw badRequest(`Block ${parentId} has one column of children; there is no column ${col}.`);
    return children;
  }

  private changed({ parentType, parentId }: BlockPlacement): void {
    if (parentType === 'page') this.pageChanged = true;
    else this.changedBlocks.add(parentId);
  }

  /**
   * Puts `ids` at the spot, from its index on (the end when it names none). Refuses an index past
   * the end, and a block put inside itself or a block nested in it.
   */
  insert(spot: BlockPlacement, ids: readonly number[]): void {
    const column = this.column(spot);
    const index = spot.index ?? column.length;
    if (index > column.length) throw badRequest(`Index ${index} is out of range: the column holds ${plural(column.length, 'block')}.`);
    if (spot.parentType === 'block') {
      const inside = ids.find((id) => this.subtree(id).has(spot.parentId));
      if (inside !== undefined) throw badRequest(`Block ${inside} cannot be put inside itself or a block nested in it.`);
    }
    column.splice(index, 0, ...ids);
    this.changed(spot);
  }

  /** Takes block `id` out of the spot; refuses unless the spot's index holds it. */
  removeAt(spot: BlockPlacement, id: number): void {
    const column = this.column(spot);
    const index = spot.index ?? -1;
    if (column[index] !== id) {
      throw badRequest(`Block ${id} is not at index ${index} of column ${spot.col} of ${spot.parentType} ${spot.parentId}.`);
    }
    column.splice(index, 1);
    this.changed(spot);
  }

  /** Every spot that holds block `id`, and the page's related modal when it is that. */
  usagesOf(id: number): BlockUsage[] {
    const usages: BlockUsage[] = [];
    const page = { pageId: this.pageId, parentType: 'page' as const, parentId: this.pageId };
    for (const [key, ids] of Object.entries(this.positions)) {
      ids?.forEach((child, index) => child === id && usages.push({ ...page, col: columnIndex(key), index }));
    }
    for (const block of this.blocks.values()) {
      const parent = { pageId: this.pageId, parentType: 'block' as const, parentId: block.id };
      if (block.data.columns) {
        for (const [key, ids] of Object.entries(block.data.positions ?? {})) {
          ids?.forEach((child, index) => child === id && usages.push({ ...parent, col: columnIndex(key), index }));
        }
      } else {
        block.data.children?.forEach((child, index) => child === id && usages.push({ ...parent, col: 0, index }));
      }
    }
    if (this.relatedModal === id) usages.push({ ...page, related: 'modal' });
    return usages;
  }

  /** `id` and every block nested in it. */
  subtree(id: number): Set<number> {
    return this.nestedFrom([id]);
  }

  /** Every block the page shows: reachable from its columns or its related modal. */
  reachable(): Set<number> {
    const roots = Object.values(this.positions).flatMap((ids) => ids ?? []);
    return this.nestedFrom(this.relatedModal === undefined ? roots : [...roots, this.relatedModal]);
  }

  private nestedFrom(roots: Iterable<number>): Set<number> {
    const found = new Set<number>();
    const visit = (id: number): void => {
      if (found.has(id)) return;
      found.add(id);
      for (const child of childIdsOf(this.blocks.get(id)?.data)) visit(child);
    };
    for (const id of roots) visit(id);
    return found;
  }
}

/** The ids of the blocks a block holds: in its columns, or its children. */
export function childIdsOf(data: BlockData | undefined): number[] {
  if (!data) return [];
  return [...(data.children ?? []), ...Object.values(data.positions ?? {}).flatMap((ids) => ids ?? [])];
}

/** A page has as many columns as its highest col-N names, at least one. */
function pageColumnCount(positions: Positions): number {
  return Math.max(1, ...Object.keys(positions).map((key) => columnIndex(key) + 1));
}

function columnIndex(key: string): number {
  return Number(key.slice('col-'.length));
}
