// Makes an account a member of a user list, in one of the membership states.
import type { ListMembership, MembershipState } from '@tessera/schemas';
import { isForeignKeyViolation } from '../../db/integrity-errors.ts';
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
export async function addListMembership(ctx: OperationContext, actor: Actor, { userListId, accountId, state, hidden = false }: NewMembership): Promise<ListMembership> {
  assertCan(actor, 'update', 'userLists', { subjectId: userListId }, 'You may not change the members of this list.');
  return writeSite(ctx, [{ scope: 'account', accountId }], async (trx) => {
    const insert = () => trx.insertInto('listMemberships').values({ userListId, accountId, state, hidden }).returning('id').executeTakeFirstOrThrow();
    const row = await insertUnique(() => insert().catch((error: unknown) => {
      throw isForeignKeyViolation(error) ? appError('BAD_REQUEST', `There is no user list ${userListId} or no account ${accountId}.`) : error;
    }), `Account ${accountId} is already on list ${userListId}.`);
    const membership: unknown = { id: row.id, userListId, state, hidden };
    assertMatches<ListMembership>(membership, 'membership', 'user-list', 'listMembership');
    return membership;
  });
}
