import { isBlockVisible, type Block, type VisibilityContext } from '@tessera/schemas';
import { nestedBlockIds } from '../renderer/nested-block-ids.ts';

/**
 * The visible stepper blocks among `ids` and everything nested in them: a modal waits for each
 * to report its progress before it lets the member agree (a stepper still loading has not yet).
 */
export function steppersWithin(blocks: ReadonlyMap<number, Block>, ids: readonly number[], visibility: VisibilityContext): number[] {
  const found: number[] = [];
  const seen = new Set<number>();
  const visit = (id: number): void => {
    const block = blocks.get(id);
    if (!block || seen.has(id) || !isBlockVisible(block, visibility)) return;
    seen.add(id);
    if (block.type === 'stepper') found.push(id);
    nestedBlockIds(block).forEach(visit);
  };
  ids.forEach(visit);
  return found;
}
