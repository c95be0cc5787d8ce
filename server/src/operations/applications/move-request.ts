// The one write path of membership requests: every change of state — a member applying or
// withdrawing, an admin deciding, an admin creating a request — goes through moveRequest, which
// checks the transition table, keeps the list membership in step (accepted holds one, taken
// through addListMembership and its capacity lock; any other state none), writes the request and
// its history, in one transaction.
import { holdsMembership, mayTransition, NO_REQUEST, type MembershipRequest, type MembershipState, type TransitionActor } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { writeSite, type Change, type OperationContext, type TransactionContext } from '../context.ts';
import { addListMembership } from '../lists/add-list-membership.ts';
import { noticeMembershipMove } from '../notifications/membership-notices.ts';
import { readRequest } from './read-requests.ts';
import { applicationTarget } from './write-application.ts';

export interface RequestMove {
  applicationId: number;
  accountId: number;
  to: MembershipState;
  /** Whose row of the transition table applies: the caller has checked they are that. */
  by: TransitionActor;
  message?: string | null;
  /** The member's answers, checked by the caller (applying only). */
  data?: Record<string, unknown>;
  /** The state the caller saw: REVISION_CONFLICT when the request has moved on since. */
  changedFrom?: MembershipState;
  /** The list membership the caller saw on the request (null: none): REVISION_CONFLICT when it differs. */
  membershipSeen?: number | null;
  /** Whether the member's open tabs hear of it and who it concerns is notified (an admin's change; a member's own always). */
  notify?: boolean;
}

/**
 * Makes the account's membership of the list agree with state `to` and returns the membership the
 * request holds. Accepting adopts an accepted membership the account already has, or replaces one
 * in another state by an accepted one through addListMembership (which needs update on the list,
 * locks it and refuses a full one: LIST_AT_CAPACITY). Any other state deletes the membership.
 */
async function syncMembership(tx: TransactionContext, actor: Actor, userListId: number, accountId: number, to: MembershipState): Promise<number | null> {
  const existing = await tx.db.selectFrom('listMemberships').select(['id', 'state'])
    .where('userListId', '=', userListId).where('accountId', '=', accountId).executeTakeFirst();
  if (holdsMembership(to) && existing?.state === 'accepted') return existing.id;
  if (existing) await tx.db.deleteFrom('listMemberships').where('id', '=', existing.id).execute();
  if (!holdsMembership(to)) return null;
  return (await addListMembership(tx, actor, { userListId, accountId, state: 'accepted' })).id;
}

/**
 * Moves the account's request through the application to state `to` and returns it. Refused,
 * changing nothing: unknown application → APPLICATION_NOT_FOUND; a change the table does not
 * allow `by` (or a member applying to a list that has already accepted them) →
 * TRANSITION_NOT_ALLOWED; a stale `changedFrom` or `membershipSeen` → REVISION_CONFLICT; a full
 * list on accepting → LIST_AT_CAPACITY. Announced: the list, the account (its memberships and
 * what it may see), and to the member's tabs the new state.
 */
export async function moveRequest(ctx: OperationContext, actor: Actor, move: RequestMove): Promise<MembershipRequest> {
  const { applicationId, accountId, to, by } = move;
  const changes: Change[] = [];
  const id = await writeSite(ctx, () => changes, async (trx, tx) => {
    const { userListId } = await applicationTarget(trx, applicationId);
    const row = await trx.selectFrom('membershipRequests').select(['id', 'state', 'membershipId'])
      .where('applicationId', '=', applicationId).where('accountId', '=', accountId).forUpdate().executeTakeFirst();
    const from = row?.state ?? NO_REQUEST;
    if (move.changedFrom !== undefined && move.changedFrom !== from) {
      throw appError('REVISION_CONFLICT', `This request was changed by someone else: it is ${from === NO_REQUEST ? 'gone' : from} now, not ${move.changedFrom}.`);
    }
    if (move.membershipSeen !== undefined && move.membershipSeen !== (row?.membershipId ?? null)) {
      throw appError('REVISION_CONFLICT', 'The membership of this request changed since you loaded it.');
    }
    if (!mayTransition(by, from, to)) throw appError('TRANSITION_NOT_ALLOWED');
    if (by === 'member' && !holdsMembership(to) && from !== 'accepted') {
      // Applying must not take away a membership given by hand.
      const accepted = await trx.selectFrom('listMemberships').select('id').where('userListId', '=', userListId)
        .where('accountId', '=', accountId).where('state', '=', 'accepted').executeTakeFirst();
      if (accepted) throw appError('TRANSITION_NOT_ALLOWED', 'You are already a member of this list.');
    }
    const membershipId = await syncMembership(tx, actor, userListId, accountId, to);
    const values = { state: to, membershipId, message: move.message ?? null, ...(move.data !== undefined && { data: JSON.stringify(move.data) }) };
    const requestId = row
      ? (await trx.updateTable('membershipRequests').set((eb) => ({ ...values, revision: eb('revision', '+', 1), updatedAt: new Date() }))
        .where('id', '=', row.id).returning('id').executeTakeFirstOrThrow()).id
      : (await trx.insertInto('membershipRequests').values({ applicationId, accountId, ...values }).returning('id').executeTakeFirstOrThrow()).id;
    await trx.insertInto('membershipRequestChanges').values({
      requestId, changedBy: actor.accountId, fromState: row?.state ?? null, toState: to, message: move.message ?? null,
    }).execute();
    changes.push({ scope: 'userLists', listIds: [userListId] }, { scope: 'account', accountId }, { scope: 'permissions', accountId });
    if (move.notify !== false) {
      await noticeMembershipMove(tx, actor, { requestId, userListId, accountId, to, by, message: move.message ?? null });
      changes.push({
        scope: 'membershipRequest', accountId,
        event: { requestId, applicationId, userListId, state: to, from: row?.state ?? null, message: move.message ?? null, byAdmin: by === 'admin' },
      });
    }
    return requestId;
  });
  return readRequest(ctx.db, id);
}
