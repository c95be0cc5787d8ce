// Grants kept on one structure item (api/structure-permissions.schema.json) and the checks that
// read them: what a grant on a module, page or block allows, and how a check names an item.
import type { ItemKind, ItemPermission, ItemRef, Permission } from '../generated/model.ts';
import type { PermissionTarget } from './can.ts';
import type { PermissionSubject } from './vocabulary.ts';

/** The subject a module, page or block is checked as (a block's own is items.blocks.{type}, below items.blocks). */
export const ITEM_SUBJECTS = {
  module: 'items.modules',
  page: 'items.pages',
  block: 'items.blocks',
} as const satisfies Record<ItemKind, PermissionSubject>;

/**
 * The grant an item permission gives: the action on the item itself, or, with a `subject`, on the
 * items of that subject inside it (the pages of a module, the blocks of a page).
 */
export function itemGrant(item: ItemRef, { action, subject }: Pick<ItemPermission, 'action' | 'subject'>): Permission {
  return subject === undefined
    ? { action, subject: ITEM_SUBJECTS[item.kind], subjectId: item.id }
    : { action, subject, within: { kind: item.kind, id: item.id } };
}

/** A check on one module. */
export const moduleTarget = (moduleId: number): PermissionTarget => ({ subjectId: moduleId });

/** A check on one page, which grants on its module's pages also pass. */
export const pageTarget = (pageId: number, moduleId: number | undefined): PermissionTarget =>
  ({ subjectId: pageId, within: moduleId === undefined ? [] : [{ kind: 'module', id: moduleId }] });

/**
 * A check on one block, which grants on the blocks of its module, its page and the blocks it is
 * nested in (`parentIds`) also pass. Without `blockId`: a block about to be created there.
 */
export const blockTarget = (blockId: number | undefined, pageId: number, moduleId: number | undefined, parentIds: readonly number[] = []): PermissionTarget => ({
  ...(blockId !== undefined && { subjectId: blockId }),
  within: [
    ...(moduleId === undefined ? [] : [{ kind: 'module' as const, id: moduleId }]),
    { kind: 'page', id: pageId },
    ...parentIds.map((id) => ({ kind: 'block' as const, id })),
  ],
});
