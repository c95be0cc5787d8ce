// Changes a list's own properties by id (POST /userLists/{id}, setCapacity, the site import's rules).
import type { RuleTree, UserList, UserListUpdateBody } from '@tessera/schemas';
import { sql } from 'kysely';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type OperationContext, type Trx } from '../context.ts';
import { assertRuleFits } from './list-rule-checks.ts';
import { readUserList } from './read-user-lists.ts';
import { refreshRuleLists } from './refresh-rule-lists.ts';

export type UserListChanges = UserListUpdateBody['changes'];

export interface ChangeOptions {
  /** The revision the caller saw (REVISION_CONFLICT when it moved). */
  revision?: number;
  /** Refill a dynamic list whose rule or flag changed; false when the caller refills later (the site import). */
  refill?: boolean;
}

/**
 * Applies `changes` and returns the list. Needs update on the list (NOT_ALLOWED); unknown list →
 * USER_LIST_NOT_FOUND; a list breaking user-list.schema, a rule on a list filled by hand, a rule
 * leading back to its list, a capacity below the accepted members, or turning a system list into
 * something else → BAD_REQUEST with the reason. A changed rule refills the list at once.
 */
export async function changeUserList(ctx: OperationContext, actor: Actor, id: number, changes: UserListChanges, { revision, refill = true }: ChangeOptions = {}): Promise<UserList> {
  assertCan(actor, 'update', 'userLists', { subjectId: id }, 'You may not change this user list.');
  return writeSite(ctx, [{ scope: 'userLists', listIds: [id] }], async (trx, tx) => {
    const stored = await trx.selectFrom('userLists').select(['dynamic', 'rule', 'revision']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) throw appError('USER_LIST_NOT_FOUND');
    assertRevision(stored.revision, revision, 'This list was');
    const current = await readUserList(trx, id);
    const next = { ...current, ...changes };
    // A list made dynamic keeps its members only as its rule decides; one made manual keeps no rule.
    const rule: RuleTree | null = next.dynamic || next.system ? next.rule ?? null : changes.rule ?? null;
    assertMatches<UserList>({ ...next, rule }, 'list', 'user-list');
    await assertRuleFits(trx, id, { dynamic: next.dynamic, system: next.system, rule });
    if (changes.capacity !== undefined && changes.capacity !== null) await assertRoomFor(trx, id, changes.capacity);
    await trx.updateTable('userLists')
      .set((eb) => ({
        label: next.label, type: next.type, dynamic: next.dynamic, capacity: next.capacity,
        rule: rule === null ? null : JSON.stringify(rule), revision: eb('revision', '+', 1), updatedAt: new Date(),
      }))
      .where('id', '=', id).execute();
    const ruleChanged = JSON.stringify(rule) !== JSON.stringify(stored.rule) || next.dynamic !== stored.dynamic;
    if (refill && ruleChanged) await refreshRuleLists(tx, { listIds: [id] });
    return readUserList(trx, id);
  });
}

/** BAD_REQUEST when the list already has more accepted members than `capacity`. */
async function assertRoomFor(trx: Trx, id: number, capacity: number): Promise<void> {
  const { accepted } = await trx.selectFrom('listMemberships').select(sql<number>`count(*)::int`.as('accepted'))
    .where('userListId', '=', id).where('state', '=', 'accepted').executeTakeFirstOrThrow();
  if (accepted > capacity) throw appError('BAD_REQUEST', `The list has ${accepted} accepted members: its capacity cannot be lower than that.`);
}
