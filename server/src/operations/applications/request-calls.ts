// The membership request calls: who may ask for which move, found by what (data spec §7). Each
// checks its caller, then hands the move to moveRequest (the one write path).
import { blocksSaving, validateForm, validateRemote, type MembershipRequest, type MembershipRequestChangeBody, type MembershipState, type RemoteContext } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import type { OperationContext } from '../context.ts';
import { compiledFormOf } from '../structure/fields/field-library.ts';
import { moveRequest } from './move-request.ts';
import { applicationTarget } from './write-application.ts';

/** Entities come with a later issue: a path's entity (and connection) id must be the list's, 0 when it has none. */
async function assertListContext(db: Db, userListId: number, entityId: number, connectionId?: number): Promise<void> {
  const list = await db.selectFrom('userLists').select(['entityId', 'connectionId']).where('id', '=', userListId).executeTakeFirst();
  if (!list) throw appError('USER_LIST_NOT_FOUND');
  if (entityId !== (list.entityId ?? 0)) throw appError('BAD_REQUEST', `List ${userListId} does not belong to entity ${entityId}.`);
  if (connectionId !== undefined && connectionId !== (list.connectionId ?? 0)) {
    throw appError('BAD_REQUEST', `List ${userListId} is not the list of connection type ${connectionId}.`);
  }
}

const mayDecide = (actor: Actor, userListId: number) =>
  assertCan(actor, 'update', 'userLists', { subjectId: userListId }, "You may not decide this list's membership requests.");

/**
 * The answers, checked with the application form's rules as the member's browser did: only the
 * form's fields (BAD_REQUEST for another key), no blocking error, remote rules included
 * (FORM_INVALID listing them).
 */
async function checkedAnswers(db: Db, fieldIds: readonly number[], data: Record<string, unknown>, remote: RemoteContext): Promise<Record<string, unknown>> {
  const form = await compiledFormOf(db, fieldIds);
  const keys = new Set(form.fields.map((field) => field.key));
  const kept = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined && value !== null));
  const stranger = Object.keys(kept).find((key) => !keys.has(key));
  if (stranger !== undefined) throw appError('BAD_REQUEST', `data/${stranger} is not a field of this application.`);
  const errors = [...validateForm(form, kept), ...(await validateRemote(form, kept, remote))].filter(blocksSaving);
  if (errors.length > 0) throw appError('FORM_INVALID', undefined, { details: errors });
  return kept;
}

/**
 * POST applications/{id}/request/me/{state}/{entityId}: the member applies (with the form's
 * answers) or withdraws, as the transition table lets a member.
 */
export async function memberRequest(
  ctx: OperationContext, actor: Actor & { accountId: number },
  { applicationId, state, entityId, data, message }: { applicationId: number; state: MembershipState; entityId: number; data?: Record<string, unknown>; message?: string | null },
  remote: RemoteContext,
): Promise<MembershipRequest> {
  const { userListId, fieldIds } = await applicationTarget(ctx.db, applicationId);
  await assertListContext(ctx.db, userListId, entityId);
  if (data !== undefined && state !== 'applied') throw appError('BAD_REQUEST', 'Answers are sent when applying only.');
  const answers = state === 'applied' ? await checkedAnswers(ctx.db, fieldIds, data ?? {}, remote) : undefined;
  return moveRequest(ctx, actor, { applicationId, accountId: actor.accountId, to: state, by: 'member', data: answers, message });
}

/** The admin body's fields as a move's. */
const adminMove = (body: MembershipRequestChangeBody = {}) => ({
  by: 'admin' as const,
  message: body.message ?? null,
  changedFrom: body.changedFrom,
  membershipSeen: body.membershipId,
  notify: body.shouldSendNotifications !== false,
});

/** POST applications/membershipRequests/admin/{id}/{state}: an admin moves request `id`. */
export async function adminChangeRequest(ctx: OperationContext, actor: Actor, id: number, state: MembershipState, body?: MembershipRequestChangeBody): Promise<MembershipRequest> {
  const row = await ctx.db.selectFrom('membershipRequests as r').innerJoin('applications as a', 'a.id', 'r.applicationId')
    .select(['r.applicationId', 'r.accountId', 'a.userListId']).where('r.id', '=', id).executeTakeFirst();
  if (!row) {
    assertCan(actor, 'update', 'userLists', {}, "You may not decide membership requests.");
    throw appError('MEMBERSHIP_REQUEST_NOT_FOUND');
  }
  mayDecide(actor, row.userListId);
  return moveRequest(ctx, actor, { applicationId: row.applicationId, accountId: row.accountId, to: state, ...adminMove(body) });
}

/**
 * POST applications/membershipRequests/{entityId}/{listId}/{followerId}/{state}/{connectionId}:
 * an admin moves the follower's request to join the list (the most recently changed one when the
 * list has several applications).
 */
export async function changeFollowerRequest(
  ctx: OperationContext, actor: Actor,
  { entityId, listId, followerId, state, connectionId }: { entityId: number; listId: number; followerId: number; state: MembershipState; connectionId: number },
  body?: MembershipRequestChangeBody,
): Promise<MembershipRequest> {
  mayDecide(actor, listId);
  await assertListContext(ctx.db, listId, entityId, connectionId);
  const row = await ctx.db.selectFrom('membershipRequests as r').innerJoin('applications as a', 'a.id', 'r.applicationId')
    .select('r.applicationId').where('a.userListId', '=', listId).where('r.accountId', '=', followerId)
    .orderBy('r.updatedAt', 'desc').orderBy('r.id', 'desc').executeTakeFirst();
  if (!row) throw appError('MEMBERSHIP_REQUEST_NOT_FOUND', `Account ${followerId} has no request to join list ${listId}.`);
  return moveRequest(ctx, actor, { applicationId: row.applicationId, accountId: followerId, to: state, ...adminMove(body) });
}

/**
 * PUT applications/{id}/request/{accountId}/{entityId} {membershipId}: an admin creates the
 * account's request — accepted, holding the account's accepted membership `membershipId` of the
 * list, or else applied.
 */
export async function adminCreateRequest(
  ctx: OperationContext, actor: Actor,
  { applicationId, accountId, entityId, membershipId }: { applicationId: number; accountId: number; entityId: number; membershipId?: number | null },
): Promise<MembershipRequest> {
  const { userListId } = await applicationTarget(ctx.db, applicationId);
  mayDecide(actor, userListId);
  await assertListContext(ctx.db, userListId, entityId);
  const account = await ctx.db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
  if (!account) throw appError('BAD_REQUEST', `There is no account ${accountId}.`);
  if (membershipId !== undefined && membershipId !== null) {
    const held = await ctx.db.selectFrom('listMemberships').select('id').where('id', '=', membershipId)
      .where('userListId', '=', userListId).where('accountId', '=', accountId).where('state', '=', 'accepted').executeTakeFirst();
    if (!held) throw appError('BAD_REQUEST', `Membership ${membershipId} is not an accepted membership of account ${accountId} in list ${userListId}.`);
  }
  const to = membershipId === undefined || membershipId === null ? 'applied' : 'accepted';
  return moveRequest(ctx, actor, { applicationId, accountId, to, by: 'admin' });
}
