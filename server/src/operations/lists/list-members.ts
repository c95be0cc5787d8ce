// The members of a list as a reader may see them (GET userLists/{id}/users).
import { can, publicName, type ListMember } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { privateProfileKeys } from '../profiles/private-profile-keys.ts';
import { readsWholeProfile } from '../profiles/profile-for-reader.ts';

/**
 * Those who may change the list get every membership, hidden ones and every state included; other
 * readers get its public view: the accepted members whose membership is not hidden (data spec
 * §6). Names follow the profile privacy of the reader. Ordered by membership id (joining order).
 * Unknown list → USER_LIST_NOT_FOUND.
 */
export async function listMembers(db: Db, reader: Actor, userListId: number): Promise<ListMember[]> {
  const list = await db.selectFrom('userLists').select('id').where('id', '=', userListId).executeTakeFirst();
  if (!list) throw appError('USER_LIST_NOT_FOUND');
  const everyone = can(reader, 'update', 'userLists', { subjectId: userListId });
  let query = db.selectFrom('listMemberships as m').innerJoin('profiles as p', 'p.accountId', 'm.accountId')
    .select(['m.id', 'm.accountId', 'm.state', 'm.hidden', 'p.data'])
    .where('m.userListId', '=', userListId);
  if (!everyone) query = query.where('m.state', '=', 'accepted').where('m.hidden', '=', false);
  const [rows, privateKeys] = await Promise.all([query.orderBy('m.id').execute(), privateProfileKeys(db)]);
  return rows.map(({ id, accountId, state, hidden, data }) => {
    const whole = readsWholeProfile(reader, accountId);
    const shown = (key: 'firstName' | 'lastName') => (whole || !privateKeys.has(key) ? data.profile[key] : undefined);
    return { accountId, membershipId: id, name: publicName({ firstName: shown('firstName'), lastName: shown('lastName') }, accountId), state, hidden };
  });
}
