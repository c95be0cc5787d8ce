// Finds the block a path names, once the actor is known to be allowed to edit it.
import type { Db } from '../../../db/database.ts';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import { assertCan } from '../../assert-can.ts';

/** Checks that `actor` may edit blocks of `type` (manageEditMode on items.blocks.{type}). */
export function assertMayEditBlock(actor: Actor, type: string, blockId: number | undefined, pageId: number): void {
  assertCan(actor, 'manageEditMode', `items.blocks.${type}`, { ...(blockId !== undefined && { subjectId: blockId }), record: { pageId } }, `You may not change ${type} blocks.`);
}

/** Checks that `actor` may change the layout of page `pageId` (manageEditMode on items.pages). */
export function assertMayArrangePage(actor: Actor, pageId: number): void {
  assertCan(actor, 'manageEditMode', 'items.pages', { subjectId: pageId }, 'You may not change the layout of this page.');
}

/** Checks that `actor` may edit blocks at all (manageEditMode on items.blocks): before saying a block does not exist. */
export function assertMayEditAnyBlock(actor: Actor): void {
  assertCan(actor, 'manageEditMode', 'items.blocks', {}, 'You may not change blocks.');
}

/**
 * The page and type of live block `id`, once `actor` may edit it. An unknown (or deleted) block
 * answers NOT_ALLOWED to those who may edit no blocks, BLOCK_NOT_FOUND to the others.
 */
export async function editableBlock(db: Db, actor: Actor, id: number): Promise<{ pageId: number; type: string }> {
  const block = await db.selectFrom('blocks').select(['pageId', 'type']).where('id', '=', id).where('wasDeleted', '=', false).executeTakeFirst();
  if (!block) {
    assertMayEditAnyBlock(actor);
    throw appError('BLOCK_NOT_FOUND');
  }
  assertMayEditBlock(actor, block.type, id, block.pageId);
  return block;
}
