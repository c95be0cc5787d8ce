// GET profile/listMembershipStates/{accountId}/{includeDynamic} (data spec §7).
import type { MembershipStatesReply } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';

/**
 * Every membership of the account, in every state and hidden ones too, oldest first; those of
 * dynamic lists only with `includeDynamic`. A member reads their own; reading another's needs
 * accessUsersLists on userLists (NOT_ALLOWED), as hidden memberships are private to the member
 * and the list's admins. An account that does not exist → PROFILE_NOT_FOUND.
 */
export async function membershipStates(db: Db, actor: Actor, accountId: number, includeDynamic: boolean): Promise<MembershipStatesReply> {
  if (actor.accountId !== accountId) {
    assertCan(actor, 'accessUsersLists', 'userLists', { subjectId: accountId }, "You may not see this member's lists.");
  }
  const account = await db.selectFrom('profiles').select('accountId').where('accountId', '=', accountId).executeTakeFirst();
  if (!account) throw appError('PROFILE_NOT_FOUND');
  let query = db.selectFrom('listMemberships as m').innerJoin('userLists as l', 'l.id', 'm.userListId')
    .select(['m.id', 'm.userListId', 'm.state', 'm.hidden'])
    .where('m.accountId', '=', accountId);
  if (!includeDynamic) query = query.where('l.dynamic', '=', false);
  return { accountId, memberships: await query.orderBy('m.id').execute() };
}
