// Ends an account's membership of a list filled by hand (DELETE userLists/{id}/{accountId}).
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';

/**
 * Deletes the membership. Needs update on the list (NOT_ALLOWED); unknown list →
 * USER_LIST_NOT_FOUND; dynamic or system list → LIST_FILLS_ITSELF (its rule decides who leaves);
 * no such membership → MEMBERSHIP_NOT_FOUND.
 */
export async function removeListMember(ctx: OperationContext, actor: Actor, userListId: number, accountId: number): Promise<void> {
  assertCan(actor, 'update', 'userLists', { subjectId: userListId }, 'You may not change the members of this list.');
  await writeSite(ctx, [{ scope: 'userLists', listIds: [userListId] }, { scope: 'account', accountId }, { scope: 'permissions', accountId }], async (trx) => {
    const list = await trx.selectFrom('userLists').select(['dynamic', 'system']).where('id', '=', userListId).executeTakeFirst();
    if (!list) throw appError('USER_LIST_NOT_FOUND');
    if (list.dynamic || list.system) throw appError('LIST_FILLS_ITSELF');
    const gone = await trx.deleteFrom('listMemberships').where('userListId', '=', userListId).where('accountId', '=', accountId).returning('id').executeTakeFirst();
    if (!gone) throw appError('MEMBERSHIP_NOT_FOUND', `Account ${accountId} is not on list ${userListId}.`);
  });
}
