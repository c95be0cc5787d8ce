// Who may do something the site's admins do, so they hear of it: the admins, and the accepted
// members of lists whose admin flags give them grants (migration 0012). Grants kept on items name
// modules, pages and blocks, never lists or abuse reports, so they cannot add anyone here.
import { can, grantsOf, listGrants, type PermissionAction, type PermissionSubject, type PermissionTarget } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../context.ts';
import { listFlagsOf } from '../lists/list-flags-of.ts';

/** The accounts the one evaluator lets do `action` on `subject` through their role or their lists' admin flags. */
export async function accountsWhoCan(db: Db | Trx, action: PermissionAction, subject: PermissionSubject, target: PermissionTarget = {}): Promise<number[]> {
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
    return can(holder, action, subject, target);
  }).map((row) => row.id);
}

/** The accounts that may decide list `userListId`'s membership requests (may update it: forms spec §6). */
export const listDeciders = (db: Db | Trx, userListId: number): Promise<number[]> => accountsWhoCan(db, 'update', 'userLists', { subjectId: userListId });
