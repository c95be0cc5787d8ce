// Creates a user list (the site import; later the lists admin screen).
import type { UserList } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';

export type NewUserList = Pick<UserList, 'key' | 'label' | 'type'> & Partial<Pick<UserList, 'dynamic' | 'system' | 'capacity'>>;

/**
 * Creates the list and returns it. Needs create on userLists (NOT_ALLOWED); a list not matching
 * user-list.schema → BAD_REQUEST naming the field; a key in use → SLUG_TAKEN. Nobody is a member
 * yet, so nothing cached changes and nothing is announced.
 */
export async function createUserList(ctx: OperationContext, actor: Actor, { key, label, type, dynamic = false, system = false, capacity = null }: NewUserList): Promise<UserList> {
  assertCan(actor, 'create', 'userLists', {}, 'You may not create user lists.');
  return writeSite(ctx, [], async (trx) => {
    const row = await insertUnique(() => trx.insertInto('userLists')
      .values({ key, label, type, dynamic, system, capacity })
      .returning(['id', 'revision'])
      .executeTakeFirstOrThrow(), `Another user list already uses the key '${key}'.`);
    const list: unknown = { id: row.id, key, label, type, dynamic, system, capacity, revision: row.revision };
    assertMatches<UserList>(list, 'list', 'user-list');
    return list;
  });
}
