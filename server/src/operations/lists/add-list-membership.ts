// Makes an account a member of a user list, in one of the membership states.
import type { ListMembership, MembershipState } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';

export interface NewMembership {
  userListId: number;
  accountId: number;
  state: MembershipState;
  hidden?: boolean;
}

/**
 * Adds the membership and returns it; the account's signed-in state (what it may see) changes,
 * so the account is announced. Needs update on the list (NOT_ALLOWED); unknown list or account →
 * BAD_REQUEST; an account already on the list → SLUG_TAKEN.
 */
export function addListMembership(ctx: OperationContext, actor: Actor, { userListId, accountId, state, hidden = false }: NewMembership): Promise<ListMembership> {
  assertCan(actor, 'update', 'userLists', { subjectId: userListId }, 'You may not change the members of this list.');
  return writeSite(ctx, [{ scope: 'account', accountId }], async (trx) => {
    const [list, account] = await Promise.all([
      trx.selectFrom('userLists').select('id').where('id', '=', userListId).executeTakeFirst(),
      trx.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst(),
    ]);
    if (!list || !account) throw appError('BAD_REQUEST', !list ? `There is no user list ${userListId}.` : `There is no account ${accountId}.`);
    const row = await insertUnique(() => trx.insertInto('listMemberships')
      .values({ userListId, accountId, state, hidden })
      .returning('id')
      .executeTakeFirstOrThrow(), `Account ${accountId} is already on list ${userListId}.`);
    const membership: unknown = { id: row.id, userListId, state, hidden };
    assertMatches<ListMembership>(membership, 'membership', 'user-list', 'listMembership');
    return membership;
  });
}
