// The per-list admin flags (data spec §3, §6): isAdmin, allowPermissions and the individual
// permissions, which the list's accepted members hold (see lists/list-grants.ts).
import type { ListPermission, UserList } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { readUserList } from './read-user-lists.ts';

/** Which flag to set: one of the two switches, or one individual permission. */
export type ListAdminFlag = { flag: 'isAdmin' | 'allowPermissions' } | { flag: 'permission'; permission: ListPermission };

/**
 * Turns the flag on (`mode` true) or off and returns the list. Needs managePermissions on
 * userLists (NOT_ALLOWED: a member changes nothing); unknown list → USER_LIST_NOT_FOUND. What the
 * list's members may do changes, so every account's permissions are announced.
 */
export async function setListAdminFlag(ctx: OperationContext, actor: Actor, id: number, which: ListAdminFlag, mode: boolean): Promise<UserList> {
  assertCan(actor, 'managePermissions', 'userLists', { subjectId: id }, "You may not change a list's admin flags.");
  return writeSite(ctx, [{ scope: 'userLists', listIds: [id] }, { scope: 'permissions' }], async (trx) => {
    const list = await trx.selectFrom('userLists').select(['permissions']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!list) throw appError('USER_LIST_NOT_FOUND');
    const set = which.flag === 'permission'
      ? { permissions: JSON.stringify(withPermission(list.permissions, which.permission, mode)) }
      : { [which.flag]: mode };
    await trx.updateTable('userLists').set((eb) => ({ ...set, revision: eb('revision', '+', 1), updatedAt: new Date() })).where('id', '=', id).execute();
    return readUserList(trx, id);
  });
}

const withPermission = (held: readonly ListPermission[], permission: ListPermission, on: boolean): ListPermission[] =>
  (on ? [...new Set([...held, permission])] : held.filter((p) => p !== permission));
