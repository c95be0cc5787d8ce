// The question every block control asks before it shows: the action the server will check on
// items.blocks.{type} (decision 0022 §5), where the block lies and where it goes, read with
// @tessera/schemas' blockPlace and spotPlace through the shared evaluator. The editor then offers
// what the server accepts and nothing it would refuse.
import {
  blockPlace, blockSubject, spotPlace,
  type BlockAction, type BlockHolding, type BlockLayout, type Page, type PermissionTarget,
} from '@tessera/schemas';
import type { Can } from '../permissions/use-can.ts';

/**
 * Where each block of `page` stands, as the server's page tree reads it: the page's columns and
 * related modal, a block's columns when it has columns, else its children.
 */
export function pageLayout(page: Page): BlockLayout {
  const usages = new Map<number, BlockHolding[]>();
  const hold = (ids: readonly number[] | undefined, holder: BlockHolding) => {
    for (const id of ids ?? []) usages.set(id, [...(usages.get(id) ?? []), holder]);
  };
  const onPage: BlockHolding = { parentType: 'page', parentId: page.id };
  for (const ids of Object.values(page.positions)) hold(ids, onPage);
  if (page.relatedBlocks?.modal !== undefined) hold([page.relatedBlocks.modal], onPage);
  for (const block of page.blocks) {
    const holder: BlockHolding = { parentType: 'block', parentId: block.id };
    if (block.columns) for (const ids of Object.values(block.positions ?? {})) hold(ids, holder);
    else hold(block.children, holder);
  }
  return { pageId: page.id, moduleId: page.moduleId, usagesOf: (id) => usages.get(id) ?? [] };
}

/** What the signed-in user may do to the blocks of one page, each as the server checks it. */
export interface BlockGrants {
  /** Where block `id` of the page lies. */
  placeOf(id: number): PermissionTarget;
  /** Where a block put at `spot` of the page would lie (`id` absent for a block not created yet). */
  placeAt(spot: BlockHolding, id?: number): PermissionTarget;
  /** `action` on a block of `type` lying at `place` (placeOf, or where it lay when captured elsewhere). */
  may(action: BlockAction, type: string, place: PermissionTarget): boolean;
  /** update or delete a block of the page, where it lies. */
  mayChange(action: 'update' | 'delete', block: { id: number; type: string }): boolean;
  /** Create a block of `type` at `spot` (a new block, or each copy of a clone). */
  mayCreate(type: string, spot: BlockHolding): boolean;
  /** Move a block from `from` (by default where it lies on this page) to `spot` of the page. */
  mayMove(block: { id: number; type: string }, spot: BlockHolding, from?: PermissionTarget): boolean;
}

/** The block grants of `page` for the user `can` checks. */
export function blockGrants(can: Can, page: Page): BlockGrants {
  const layout = pageLayout(page);
  const placeOf = (id: number) => blockPlace(layout, id);
  const placeAt = (spot: BlockHolding, id?: number) => spotPlace(layout, spot, id);
  const may = (action: BlockAction, type: string, place: PermissionTarget) => can(action, blockSubject(type), place);
  return {
    placeOf,
    placeAt,
    may,
    mayChange: (action, { id, type }) => may(action, type, placeOf(id)),
    mayCreate: (type, spot) => may('create', type, placeAt(spot)),
    mayMove: ({ id, type }, spot, from = placeOf(id)) => may('move', type, from) && may('move', type, placeAt(spot, id)),
  };
}
