// How many memberships lists hold, by state (POST /userLists/admin/countUsers).
import type { ListUserCount, MembershipState } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { inRequestedOrder } from '../in-requested-order.ts';

/**
 * One count per existing list of `listIds`, in the order asked: memberships in any of `states`
 * (hidden ones included: this is the admins' view) and per state. Needs accessUsersLists on
 * userLists (NOT_ALLOWED).
 */
export async function countListUsers(db: Db, reader: Actor, listIds: readonly number[], states: readonly MembershipState[]): Promise<ListUserCount[]> {
  assertCan(reader, 'accessUsersLists', 'userLists', {}, 'You may not see the members of user lists.');
  const [lists, rows] = await Promise.all([
    db.selectFrom('userLists').select('id').where('id', 'in', listIds).execute(),
    db.selectFrom('listMemberships').select(['userListId', 'state', sql<number>`count(*)::int`.as('count')])
      .where('userListId', 'in', listIds).where('state', 'in', states)
      .groupBy(['userListId', 'state']).execute(),
  ]);
  const counts = lists.map(({ id }) => {
    const byState = Object.fromEntries(states.map((state) => [state, rows.find((r) => r.userListId === id && r.state === state)?.count ?? 0]));
    return { userListId: id, count: Object.values(byState).reduce((sum, n) => sum + n, 0), byState };
  });
  return inRequestedOrder(listIds, counts, (count) => count.userListId);
}
