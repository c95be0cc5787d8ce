import type { Block } from '@tessera/schemas';
import { nestedBlockIds } from '../renderer/nested-block-ids.ts';

/** Where a block sits inside a tabs block: the tabs block, and the tab it leads back to. */
export interface EnclosingTab {
  tabsId: number;
  /** The tab beside the one holding the block: the one before it, or after it when it is first. */
  neighbourId: number;
}

/**
 * The nearest tabs block around `blockId` and the tab to go to instead of the one holding it;
 * null when no tabs block holds it or the holding tab has no neighbour.
 */
export function enclosingTab(blocks: ReadonlyMap<number, Block>, blockId: number): EnclosingTab | null {
  const parents = new Map<number, Block>();
  for (const block of blocks.values()) for (const id of nestedBlockIds(block)) parents.set(id, block);
  const seen = new Set<number>();
  for (let id = blockId, parent = parents.get(id); parent && !seen.has(id); id = parent.id, parent = parents.get(id)) {
    seen.add(id);
    if (parent.type !== 'tabs') continue;
    const tabs = parent.children ?? [];
    const index = tabs.indexOf(id);
    const neighbourId = index > 0 ? tabs[index - 1] : tabs[index + 1];
    return neighbourId === undefined ? null : { tabsId: parent.id, neighbourId };
  }
  return null;
}
