// Creates a user list: the site import, and the lists admin screen (PUT userLists).
import type { RuleTree, UserList } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { assertRuleFits } from './list-rule-checks.ts';
import { readUserList } from './read-user-lists.ts';
import { refreshRuleLists } from './refresh-rule-lists.ts';

export type NewUserList = Pick<UserList, 'key' | 'label' | 'type'> & Partial<Pick<UserList, 'dynamic' | 'system' | 'capacity'>> & { rule?: RuleTree | null };

/**
 * Creates the list and returns it; a dynamic or system list is filled from its rule at once.
 * Needs create on userLists (NOT_ALLOWED); a list not matching user-list.schema or a rule on a
 * list filled by hand → BAD_REQUEST naming the problem; a key in use → SLUG_TAKEN.
 */
export async function createUserList(ctx: OperationContext, actor: Actor, { key, label, type, dynamic = false, system = false, capacity = null, rule = null }: NewUserList): Promise<UserList> {
  assertCan(actor, 'create', 'userLists', {}, 'You may not create user lists.');
  assertMatches<UserList>({ id: 1, key, label, type, dynamic, system, capacity, rule }, 'list', 'user-list');
  return writeSite(ctx, (list) => [{ scope: 'userLists', listIds: [list.id] }], async (trx, tx) => {
    const row = await insertUnique(() => trx.insertInto('userLists')
      .values({ key, label, type, dynamic, system, capacity, rule: rule === null ? null : JSON.stringify(rule) })
      .returning('id')
      .executeTakeFirstOrThrow(), `Another user list already uses the key '${key}'.`);
    await assertRuleFits(trx, row.id, { dynamic, system, rule });
    if (rule !== null) await refreshRuleLists(tx, { listIds: [row.id] });
    return readUserList(trx, row.id);
  });
}
