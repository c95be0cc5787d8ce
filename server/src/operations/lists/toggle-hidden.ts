// POST /applications/membership/{id}/toggleHidden: a hidden membership keeps the member out of
// the list's public views (data spec §6).
import { can, type ListMembership } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { writeSite, type OperationContext } from '../context.ts';

/**
 * Flips the membership's hidden flag and returns it. The member's own, or any for those who may
 * change its list (NOT_ALLOWED otherwise); unknown → MEMBERSHIP_NOT_FOUND.
 */
export async function toggleHidden(ctx: OperationContext, actor: Actor, id: number): Promise<ListMembership> {
  const found = await ctx.db.selectFrom('listMemberships').select(['accountId', 'userListId']).where('id', '=', id).executeTakeFirst();
  if (!found) throw appError('MEMBERSHIP_NOT_FOUND');
  if (found.accountId !== actor.accountId && !can(actor, 'update', 'userLists', { subjectId: found.userListId })) {
    throw appError('NOT_ALLOWED', "You may not change another member's membership.");
  }
  const changes = [{ scope: 'userLists' as const, listIds: [found.userListId] }, { scope: 'account' as const, accountId: found.accountId }];
  return writeSite(ctx, changes, async (trx) => {
    const row = await trx.updateTable('listMemberships')
      .set((eb) => ({ hidden: eb.not('hidden'), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('id', '=', id).returning(['id', 'userListId', 'state', 'hidden']).executeTakeFirst();
    if (!row) throw appError('MEMBERSHIP_NOT_FOUND');
    return row;
  });
}
