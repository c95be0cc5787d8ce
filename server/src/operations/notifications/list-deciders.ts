// Who decides a list's membership requests (may update it: forms spec §6), so they hear of new
// applications: the admins, and the accepted members of lists whose admin flags give them that
// (migration 0012). Grants kept on items name modules, pages and blocks, never lists, so they
// cannot make anyone a decider.
import { can, grantsOf, listGrants } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../context.ts';
import { listFlagsOf } from '../lists/list-flags-of.ts';

/** The accounts that may decide list `userListId`'s membership requests, checked with the one evaluator. */
export async function listDeciders(db: Db | Trx, userListId: number): Promise<number[]> {
  const candidates = await db.selectFrom('accounts as a')
    .select(['a.id', 'a.isAdmin', 'a.isElevated', listFlagsOf('a.id').as('listFlags')])
    .where((eb) => eb.or([
      eb('a.isAdmin', '=', true),
      eb.exists(eb.selectFrom('listMemberships as m').innerJoin('userLists as l', 'l.id', 'm.userListId').select(sql.lit(1).as('one'))
        .whereRef('m.accountId', '=', 'a.id').where('m.state', '=', 'accepted')
        .where((flag) => flag.or([flag('l.isAdmin', '=', true), flag('l.allowPermissions', '=', true)]))),
    ]))
    .execute();
  return candidates.filter((row) => {
    const isAdmin = row.isAdmin || row.listFlags.some((list) => list.isAdmin);
    const holder = { isAdmin, permissions: grantsOf({ accountId: row.id, isAdmin, isElevated: row.isElevated, listGrants: listGrants(row.listFlags) }) };
    return can(holder, 'update', 'userLists', { subjectId: userListId });
  }).map((row) => row.id);
}
