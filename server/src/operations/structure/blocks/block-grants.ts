// The one permission check of every block and field write: the action (create, update, delete,
// move) on items.blocks.{type}, asked where the block lies (its module, page and the blocks holding
// it), so grants kept on items (decision 0019) apply and nothing else passes. Where a block lies
// (blockPlace, spotPlace) comes from @tessera/schemas: the runtime's edit controls read it the same way.
import { blockPlace, blockSubject, type BlockAction, type PermissionTarget } from '@tessera/schemas';
import type { Db } from '../../../db/database.ts';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import { assertCan } from '../../assert-can.ts';
import type { PageTree } from './page-tree.ts';

const VERBS: Readonly<Record<BlockAction, string>> = { create: 'add', update: 'change', delete: 'delete', move: 'move' };

/** Checks that `actor` may `action` a block of `type` lying at `place` (see blockPlace, spotPlace). */
export function assertMayBlock(actor: Actor, action: BlockAction, type: string, place: PermissionTarget): void {
  assertCan(actor, action, blockSubject(type), place, `You may not ${VERBS[action]} ${type} blocks here.`);
}

/** Checks `action` on each block where it lies in its page's tree. */
export function assertMayOnBlocks(actor: Actor, action: BlockAction, trees: ReadonlyMap<number, PageTree>, blocks: readonly { id: number; pageId: number }[]): void {
  for (const { id, pageId } of blocks) {
    const tree = trees.get(pageId)!;
    assertMayBlock(actor, action, tree.require(id).type, blockPlace(tree, id));
  }
}

/**
 * Checks that `actor` may edit blocks at all (manageEditMode on items.blocks): the first check of
 * every block write, before anything is read, so a member learns nothing. What it may do to which
 * block is checked on the page's tree (assertMayBlock).
 */
export function assertMayEditAnyBlock(actor: Actor): void {
  assertCan(actor, 'manageEditMode', 'items.blocks', {}, 'You may not change blocks.');
}

/**
 * The page and type of live block `id`, for a write that may edit blocks (assertMayEditAnyBlock
 * first). An unknown or deleted block → BLOCK_NOT_FOUND.
 */
export async function editableBlock(db: Db, actor: Actor, id: number): Promise<{ pageId: number; type: string }> {
  assertMayEditAnyBlock(actor);
  const block = await db.selectFrom('blocks').select(['pageId', 'type']).where('id', '=', id).where('wasDeleted', '=', false).executeTakeFirst();
  if (!block) throw appError('BLOCK_NOT_FOUND');
  return block;
}
