// Changes a user list's own properties (the CLI's apply; later the lists admin screen).
import type { UserList } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import type { NewUserList } from './create-user-list.ts';

/**
 * Sets the label, type, flags and capacity of the list with `key`. Needs update on userLists
 * (NOT_ALLOWED); unknown key → BAD_REQUEST; a list not matching user-list.schema → BAD_REQUEST
 * naming the field. Who may see what can change, so every account's permissions are announced.
 */
export async function updateUserList(ctx: OperationContext, actor: Actor, { key, label, type, dynamic = false, system = false, capacity = null }: NewUserList): Promise<UserList> {
  assertCan(actor, 'update', 'userLists', {}, 'You may not change user lists.');
  return writeSite(ctx, [{ scope: 'permissions' }], async (trx) => {
    const row = await trx.updateTable('userLists')
      .set((eb) => ({ label, type, dynamic, system, capacity, revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('key', '=', key).where('entityId', 'is', null)
      .returning(['id', 'revision'])
      .executeTakeFirst();
    if (!row) throw appError('BAD_REQUEST', `There is no user list '${key}'.`);
    const list: unknown = { id: row.id, key, label, type, dynamic, system, capacity, revision: row.revision };
    assertMatches<UserList>(list, 'list', 'user-list');
    return list;
  });
}
