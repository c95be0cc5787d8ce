// What every block write checks (decision 0022 §5): one action on items.blocks.{type}, asked where
// the block lies (its module, page and the blocks holding it). The server asks it on the page tree
// it locked, the runtime's edit controls on the page they show, so both ask the same question.
import type { BlockParentType } from '../generated/model.ts';
import type { PermissionTarget } from './can.ts';
import { blockTarget } from './item-grants.ts';
import type { PermissionSubject } from './vocabulary.ts';

/** What a block write does to a block, as it is checked. */
export type BlockAction = 'create' | 'update' | 'delete' | 'move';

/** A spot holding a block: a column of its page, or of a block (a tabs block's children: column 0). */
export interface BlockHolding {
  parentType: BlockParentType;
  parentId: number;
}

/** A page's blocks as the checks read them: the page, its module, and the spots each block stands in. */
export interface BlockLayout {
  readonly pageId: number;
  readonly moduleId: number | undefined;
  usagesOf(id: number): readonly BlockHolding[];
}

/** The subject a block of `type` is checked as. */
export const blockSubject = (type: string): PermissionSubject => `items.blocks.${type}`;

/**
 * The blocks holding `id` in every spot it stands in, nearest first. A block used in several spots
 * lies only in the holders they share: a grant on one of its holders must not reach its other spots.
 */
export function holdersOf(layout: BlockLayout, id: number): number[] {
  let common: number[] | undefined;
  for (const { parentType, parentId } of layout.usagesOf(id)) {
    const chain = parentType === 'block' ? [parentId, ...holdersOf(layout, parentId)] : [];
    common = common === undefined ? chain : common.filter((holder) => chain.includes(holder));
  }
  return common ?? [];
}

/** Where block `id` of the layout lies, as the evaluator is asked about it. */
export const blockPlace = (layout: BlockLayout, id: number): PermissionTarget =>
  blockTarget(id, layout.pageId, layout.moduleId, holdersOf(layout, id));

/** Where a block put at `spot` of the layout would lie (`id` absent for a block not created yet). */
export function spotPlace(layout: BlockLayout, spot: BlockHolding, id?: number): PermissionTarget {
  const holders = spot.parentType === 'block' ? [spot.parentId, ...holdersOf(layout, spot.parentId)] : [];
  return blockTarget(id, layout.pageId, layout.moduleId, holders);
}
