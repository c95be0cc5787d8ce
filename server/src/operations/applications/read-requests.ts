// Reads membership requests as the API gives them, with the member's name, and their history.
import { publicName, type MembershipRequest, type MembershipRequestChange, type MembershipRequestsQuery, type MembershipState } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Trx } from '../context.ts';

function selectRequests(db: Db | Trx) {
  return db.selectFrom('membershipRequests as r')
    .innerJoin('applications as a', 'a.id', 'r.applicationId')
    .innerJoin('profiles as p', 'p.accountId', 'r.accountId')
    .select(['r.id', 'r.accountId', 'r.applicationId', 'a.userListId', 'r.state', 'r.membershipId', 'r.message', 'r.data', 'r.revision', 'r.updatedAt', 'p.data as profile']);
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof selectRequests>['executeTakeFirstOrThrow']>>;

/** Only those who may read the list's user data get these replies, so the name is read whole. */
function requestOf({ profile, updatedAt, ...row }: RequestRow): MembershipRequest {
  return { ...row, updatedAt: updatedAt.toISOString(), name: publicName(profile.profile, row.accountId) };
}

/** Request `id`; MEMBERSHIP_REQUEST_NOT_FOUND when there is none. */
export async function readRequest(db: Db | Trx, id: number): Promise<MembershipRequest> {
  const row = await selectRequests(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw appError('MEMBERSHIP_REQUEST_NOT_FOUND');
  return requestOf(row);
}

/** Every request of the account, newest change first. */
export async function requestsOf(db: Db, accountId: number): Promise<MembershipRequest[]> {
  const rows = await selectRequests(db).where('r.accountId', '=', accountId).orderBy('r.updatedAt', 'desc').orderBy('r.id', 'desc').execute();
  return rows.map(requestOf);
}

/** A page of requests by state, list and application, newest change first, with how many match. */
export async function requestsPage(db: Db, { state, list, application, page = 1, limit = 10 }: MembershipRequestsQuery) {
  let query = selectRequests(db);
  if (state !== undefined) query = query.where('r.state', '=', state);
  if (list !== undefined) query = query.where('a.userListId', '=', list);
  if (application !== undefined) query = query.where('r.applicationId', '=', application);
  const [rows, count] = await Promise.all([
    query.orderBy('r.updatedAt', 'desc').orderBy('r.id', 'desc').limit(limit).offset((page - 1) * limit).execute(),
    query.clearSelect().select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { requests: rows.map(requestOf), total: count.total, page, limit };
}

/** Every change of request `id`'s state, oldest first, with who made it. */
export async function requestChanges(db: Db, id: number): Promise<MembershipRequestChange[]> {
  const rows = await db.selectFrom('membershipRequestChanges as c').leftJoin('profiles as p', 'p.accountId', 'c.changedBy')
    .select(['c.id', 'c.requestId', 'c.changedBy', 'c.fromState', 'c.toState', 'c.message', 'c.changedAt', 'p.data as profile'])
    .where('c.requestId', '=', id).orderBy('c.id').execute();
  return rows.map(({ fromState, toState, changedAt, profile, ...row }) => ({
    ...row,
    from: fromState as MembershipState | null,
    to: toState,
    at: changedAt.toISOString(),
    changedByName: row.changedBy === null || !profile ? null : publicName(profile.profile, row.changedBy),
  }));
}
