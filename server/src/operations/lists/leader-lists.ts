// GET userLists/getLeaderLists/{accountId}[/{states}]: the lists through which an account leads —
// those holding its membership in the given states (accepted when none are given). The spec shows
// no more than the call; connections later narrow which of these a leader offers.
import type { MembershipState, UserList } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { selectUserLists, userListOf } from './read-user-lists.ts';

/**
 * The lists, by label. One's own, or anyone's with accessUserData (NOT_ALLOWED otherwise);
 * other readers do not see the account's hidden memberships.
 */
export async function leaderLists(db: Db, reader: Actor, accountId: number, states: readonly MembershipState[] = ['accepted']): Promise<UserList[]> {
  const own = reader.accountId === accountId;
  if (!own) assertCan(reader, 'accessUserData', 'profiles', { subjectId: accountId }, "You may not see another member's lists.");
  const rows = await selectUserLists(db)
    .where('id', 'in', (eb) => {
      let held = eb.selectFrom('listMemberships').select('userListId').where('accountId', '=', accountId).where('state', 'in', states);
      if (!own) held = held.where('hidden', '=', false);
      return held;
    })
    .orderBy('label').orderBy('id').execute();
  return rows.map(userListOf);
}
