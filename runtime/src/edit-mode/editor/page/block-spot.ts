import type { Page } from '@tessera/schemas';
import type { BlockSpot } from '../api/block-calls.ts';

/** A block's place: its parent's column and its index there. */
export type PlacedSpot = BlockSpot & { index: number };

const columnIndex = (name: string) => Number(name.slice('col-'.length));

/**
 * Where `blockId` sits on `page`: in one of the page's columns, a container's column (columns),
 * or a container's children (tabs, column 0). The first place found when it is used twice.
 */
export function spotOf(page: Page, blockId: number): PlacedSpot | null {
  for (const [name, ids = []] of Object.entries(page.positions)) {
    const index = ids.indexOf(blockId);
    if (index >= 0) return { pageId: page.id, parentType: 'page', parentId: page.id, col: columnIndex(name), index };
  }
  for (const parent of page.blocks) {
    for (const [name, ids = []] of Object.entries(parent.positions ?? {})) {
      const index = ids.indexOf(blockId);
      if (index >= 0) return { pageId: page.id, parentType: 'block', parentId: parent.id, col: columnIndex(name), index };
    }
    const index = parent.children?.indexOf(blockId) ?? -1;
    if (index >= 0) return { pageId: page.id, parentType: 'block', parentId: parent.id, col: 0, index };
  }
  return null;
}
