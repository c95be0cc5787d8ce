// Deletes a user list with its memberships (DELETE userlists/{id}).
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { namedLists } from './list-rule-checks.ts';

/**
 * Deletes the list. Needs delete on the list (NOT_ALLOWED); unknown → USER_LIST_NOT_FOUND; a
 * system list, or one another list's rule names → BAD_REQUEST saying why (the screen shows the
 * server's message). Its members lose what the list gave them, so they are announced, and every
 * account's permissions (grants kept for the list go with it).
 */
export async function deleteUserList(ctx: OperationContext, actor: Actor, id: number): Promise<void> {
  assertCan(actor, 'delete', 'userLists', { subjectId: id }, 'You may not delete this user list.');
  await writeSite<number[]>(ctx, (members) => [
    { scope: 'userLists', listIds: [id] }, { scope: 'permissions' }, ...members.map((accountId) => ({ scope: 'account' as const, accountId })),
  ] satisfies Change[], async (trx) => {
    const list = await trx.selectFrom('userLists').select(['label', 'system']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!list) throw appError('USER_LIST_NOT_FOUND');
    if (list.system) throw appError('BAD_REQUEST', `'${list.label}' is a system list: the platform keeps it, so it cannot be deleted.`);
    const dependants = [...(await namedLists(trx)).entries()].filter(([other, named]) => other !== id && named.includes(id)).map(([other]) => other);
    if (dependants.length > 0) {
      throw appError('BAD_REQUEST', `The rules of lists ${dependants.join(', ')} name '${list.label}': change those rules before deleting it.`);
    }
    const members = await trx.deleteFrom('listMemberships').where('userListId', '=', id).returning('accountId').execute();
    await trx.deleteFrom('userLists').where('id', '=', id).execute();
    return members.map((m) => m.accountId);
  });
}
