import type { Block } from '@tessera/schemas';
import { nestedBlockIds } from './nested-block-ids.ts';

/** Blocks, nested ones counted, that a long page renders first: more than a screen holds on any layout. */
export const FIRST_SCREEN_BLOCKS = 32;

/** How many blocks render with this one: itself and everything nested in it (a cycle is counted once). */
function blocksIn(blocks: ReadonlyMap<number, Block>, id: number, seen: Set<number>): number {
  const block = blocks.get(id);
  if (!block || seen.has(id)) return 0;
  seen.add(id);
  let count = 1;
  for (const nested of nestedBlockIds(block)) count += blocksIn(blocks, nested, seen);
  return count;
}

/**
 * How many of a page's top-level blocks `ids` make its first screen: the first ones holding
 * FIRST_SCREEN_BLOCKS blocks with what is nested in them (at least one; all of a short page).
 * Hidden blocks and tabs not shown are counted too, so the guess errs towards fewer blocks.
 */
export function firstScreenLength(blocks: ReadonlyMap<number, Block>, ids: readonly number[]): number {
  const seen = new Set<number>();
  let count = 0;
  for (let index = 0; index < ids.length; index++) {
    count += blocksIn(blocks, ids[index]!, seen);
    if (count >= FIRST_SCREEN_BLOCKS) return index + 1;
  }
  return ids.length;
}
