// Makes accounts members of a user list filled by hand, in one of the membership states, within
// the list's capacity.
import type { ListMembership, MembershipState } from '@tessera/schemas';
import { sql } from 'kysely';
import { isForeignKeyViolation } from '../../db/integrity-errors.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type Change, type OperationContext, type Trx } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';

export interface NewMembership {
  userListId: number;
  accountId: number;
  state: MembershipState;
  hidden?: boolean;
}

export interface NewMemberships {
  userListId: number;
  accountIds: readonly number[];
  state: MembershipState;
  hidden?: boolean;
}

/**
 * Locks the list's row until the transaction ends and checks that it takes members by hand and
 * has room for `joining` more accepted ones. Joins of one list thus queue behind each other, so
 * the capacity holds however many arrive at once (an unlocked count lets them all through on
 * PostgreSQL). Unknown list → USER_LIST_NOT_FOUND; dynamic or system → LIST_FILLS_ITSELF; no room
 * → LIST_AT_CAPACITY.
 */
export async function lockListForJoining(trx: Trx, userListId: number, joining: number): Promise<void> {
  const list = await trx.selectFrom('userLists').select(['dynamic', 'system', 'capacity'])
    .where('id', '=', userListId).forUpdate().executeTakeFirst();
  if (!list) throw appError('USER_LIST_NOT_FOUND');
  if (list.dynamic || list.system) throw appError('LIST_FILLS_ITSELF');
  if (list.capacity === null || joining === 0) return;
  const { accepted } = await trx.selectFrom('listMemberships').select(sql<number>`count(*)::int`.as('accepted'))
    .where('userListId', '=', userListId).where('state', '=', 'accepted').executeTakeFirstOrThrow();
  if (accepted + joining > list.capacity) throw appError('LIST_AT_CAPACITY');
}

/**
 * Adds the memberships, all or none, and returns them. Needs update on the list (NOT_ALLOWED);
 * a list that fills itself → LIST_FILLS_ITSELF; accepted members beyond the capacity →
 * LIST_AT_CAPACITY; unknown list → USER_LIST_NOT_FOUND; unknown account → BAD_REQUEST; an account
 * already on the list → SLUG_TAKEN. Each account's signed-in state (what it may see and do)
 * changes, so the accounts and the list are announced.
 */
export async function addListMemberships(ctx: OperationContext, actor: Actor, { userListId, accountIds, state, hidden = false }: NewMemberships): Promise<ListMembership[]> {
  assertCan(actor, 'update', 'userLists', { subjectId: userListId }, 'You may not change the members of this list.');
  const changes: Change[] = [{ scope: 'userLists', listIds: [userListId] }, ...accountIds.map((accountId) => ({ scope: 'account' as const, accountId }))];
  return writeSite(ctx, changes, async (trx) => {
    await lockListForJoining(trx, userListId, state === 'accepted' ? accountIds.length : 0);
    const memberships: ListMembership[] = [];
    for (const accountId of accountIds) {
      const insert = () => trx.insertInto('listMemberships').values({ userListId, accountId, state, hidden }).returning('id').executeTakeFirstOrThrow();
      const row = await insertUnique(() => insert().catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? appError('BAD_REQUEST', `There is no account ${accountId}.`) : error;
      }), `Account ${accountId} is already on list ${userListId}.`);
      const membership: unknown = { id: row.id, userListId, state, hidden };
      assertMatches<ListMembership>(membership, 'membership', 'user-list', 'listMembership');
      memberships.push(membership);
    }
    return memberships;
  });
}

/** One account's membership (see addListMemberships): the site import, and later applications. */
export async function addListMembership(ctx: OperationContext, actor: Actor, { accountId, ...rest }: NewMembership): Promise<ListMembership> {
  const [membership] = await addListMemberships(ctx, actor, { ...rest, accountIds: [accountId] });
  if (!membership) throw new Error('No membership was added');
  return membership;
}
