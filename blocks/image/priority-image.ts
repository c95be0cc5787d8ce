import { isBlockVisible, type Block, type VisibilityContext } from '@tessera/schemas';
import { nestedBlockIds } from '../renderer/nested-block-ids.ts';

/** The options of an image block that matter here (the rest are the component's). */
function hasImage(block: Block): boolean {
  const fileId = (block.options as { fileId?: unknown } | undefined)?.fileId;
  return block.type === 'image' && typeof fileId === 'number' && fileId > 0;
}

/**
 * The image block a page should load first: the first visible image in document order, which on
 * a page of stacked blocks is the one nearest the top and so the likeliest to be the largest
 * image above the fold. The image block loads it eagerly with high fetch priority and every other
 * image lazily. A cheap heuristic rather than a measurement, since it must be known before layout.
 * @returns its block id, or null when the page shows no image.
 */
export function findPriorityImage(blocks: ReadonlyMap<number, Block>, rootIds: readonly number[], visibility: VisibilityContext): number | null {
  const pending = [...rootIds];
  const seen = new Set<number>();
  while (pending.length > 0) {
    const id = pending.shift()!;
    const block = blocks.get(id);
    if (!block || seen.has(id) || !isBlockVisible(block, visibility)) continue;
    seen.add(id);
    if (hasImage(block)) return id;
    // Depth first: a block's nested blocks show before its next sibling.
    pending.unshift(...nestedBlockIds(block));
  }
  return null;
}
