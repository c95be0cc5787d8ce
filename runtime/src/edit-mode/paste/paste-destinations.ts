// Where a captured block can be pasted on the open page (shell spec §3 "Captured block": a parent
// id, a column index and an index): at the end of the page, or at the end of any column of a
// block that has columns.
import type { Block, Page } from '@tessera/schemas';

/** A place to paste into. `parentId` null is the page itself (its top-level blocks, col-0). */
export interface PasteDestination {
  pageId: number;
  parentId: number | null;
  colIndex: number;
  index: number;
}

/** A destination with what the modal names it by: the page, or a column of a block. */
export interface PasteDestinationOption {
  destination: PasteDestination;
  /** The block holding the column (null for the page), for its title or type. */
  parent: Block | null;
}

const column = (positions: Record<string, number[] | undefined> | undefined, colIndex: number) => positions?.[`col-${colIndex}`] ?? [];

/**
 * The page's end, then the end of every column of every block with columns, in page order. The
 * block being pasted and the blocks inside it are left out: a block cannot go inside itself.
 */
export function pasteDestinations(page: Page, pastedBlockId: number): PasteDestinationOption[] {
  const byId = new Map(page.blocks.map((block) => [block.id, block]));
  const inside = new Set(descendants(byId, pastedBlockId));
  const options: PasteDestinationOption[] = [
    { destination: { pageId: page.id, parentId: null, colIndex: 0, index: column(page.positions, 0).length }, parent: null },
  ];
  const visit = (ids: readonly number[]): void => {
    for (const id of ids) {
      const block = byId.get(id);
      if (!block || inside.has(id)) continue;
      (block.columns ?? []).forEach((_width, colIndex) => {
        options.push({ destination: { pageId: page.id, parentId: block.id, colIndex, index: column(block.positions, colIndex).length }, parent: block });
      });
      visit(childIdsOf(block));
    }
  };
  visit(column(page.positions, 0));
  return options;
}

/** The types of block `id` and of every block nested in it, each once. */
export function subtreeTypes(page: Page, id: number): string[] {
  const byId = new Map(page.blocks.map((block) => [block.id, block]));
  return [...new Set(descendants(byId, id).flatMap((nested) => byId.get(nested)?.type ?? []))];
}

/** The block and every block nested in it, by id. */
function descendants(byId: ReadonlyMap<number, Block>, id: number): number[] {
  const block = byId.get(id);
  return [id, ...(block ? childIdsOf(block).flatMap((child) => descendants(byId, child)) : [])];
}

function childIdsOf(block: Block): number[] {
  return [...(block.children ?? []), ...Object.values(block.positions ?? {}).flatMap((ids) => ids ?? [])];
}
