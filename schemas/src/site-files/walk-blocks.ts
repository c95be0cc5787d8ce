import type { BlockFile, BlockRef, BlockSpot, PageFile } from '../generated/model.ts';
import { pointer } from './json-pointer.ts';

/** A block of a page file written in full, the JSON Pointer to it, and the block holding it (none at the page's top). */
export interface BlockAt {
  block: BlockFile;
  path: string;
  holder?: string;
}

/** A further spot of a shared block (`{ "ref": … }`), the JSON Pointer to it, and the block holding it. */
export interface RefAt {
  ref: string;
  path: string;
  holder?: string;
}

/** The spots of a page file: the blocks written in full, parents before their children, and the references. */
export interface PageSpots {
  blocks: BlockAt[];
  refs: RefAt[];
}

/** A reference to a block written in full at another spot of the page. */
export const isBlockRef = (spot: BlockSpot): spot is BlockRef => 'ref' in spot;

/** The key a spot stands for: the block's id, or the id it refers to. */
export const spotKey = (spot: BlockSpot): string => (isBlockRef(spot) ? spot.ref : spot.id);

/**
 * Every spot of a nested block tree, parents before their children: stacked `children` first,
 * then each column of `positions`. `path` is the pointer of the array holding `blocks`. Arrays
 * rather than a generator: nested generators made walking a 10,000-block site several times slower.
 */
export function walkBlocks(blocks: readonly BlockSpot[], path = '/blocks', found: PageSpots = { blocks: [], refs: [] }, holder?: string): PageSpots {
  for (let index = 0; index < blocks.length; index++) walkSpot(blocks[index]!, `${path}${pointer(index)}`, found, holder);
  return found;
}

function walkSpot(spot: BlockSpot, at: string, found: PageSpots, holder: string | undefined): void {
  if (isBlockRef(spot)) {
    found.refs.push({ ref: spot.ref, path: at, holder });
    return;
  }
  found.blocks.push({ block: spot, path: at, holder });
  if (spot.children) walkBlocks(spot.children, `${at}/children`, found, spot.id);
  if (spot.positions) {
    for (const [column, columnBlocks] of Object.entries(spot.positions)) {
      if (columnBlocks) walkBlocks(columnBlocks, `${at}/positions${pointer(column)}`, found, spot.id);
    }
  }
}

/** Every spot of a page file in reading order: its first column, its further columns, then its related modal. */
export function walkPageSpots(page: PageFile): PageSpots {
  const found = walkBlocks(page.blocks);
  for (const [column, columnBlocks] of Object.entries(page.positions ?? {})) {
    if (columnBlocks) walkBlocks(columnBlocks, `/positions${pointer(column)}`, found);
  }
  if (page.relatedModal) walkSpot(page.relatedModal, '/relatedModal', found, undefined);
  return found;
}

/** Every block a page file writes in full (a shared block once, where it is written). */
export function walkPageBlocks(page: PageFile): BlockAt[] {
  return walkPageSpots(page).blocks;
}
