// Reads profiles with their presence.
import type { Profile } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { distinctIds, inRequestedOrder } from '../in-requested-order.ts';
import { shownAcceptedListIdsOf } from '../lists/membership-queries.ts';
import { profileOf } from './profile-of.ts';

/** A member counts as online while their latest keepalive, on any device, is younger than this (spec: 15 minutes). */
export const ONLINE_WINDOW_SECONDS = 15 * 60;

/** The profiles of the accounts among `accountIds` that exist, in the order asked for, each once. */
export async function readProfiles(db: Db, accountIds: readonly number[]): Promise<Profile[]> {
  if (accountIds.length === 0) return [];
  const rows = await db.selectFrom('profiles as p')
    .select(['p.accountId', 'p.data'])
    .select(shownAcceptedListIdsOf('p.accountId').as('acceptedUserListIds'))
    .select((eb) => eb.exists(eb.selectFrom('deviceSessions as s')
      .select(sql.lit(1).as('seen'))
      .whereRef('s.accountId', '=', 'p.accountId')
      .where('s.revokedAt', 'is', null)
      .where('s.lastSeenAt', '>', sql<Date>`now() - make_interval(secs => ${ONLINE_WINDOW_SECONDS})`)).as('online'))
    .where('p.accountId', 'in', distinctIds(accountIds))
    .execute();
  return inRequestedOrder(accountIds, rows.map((row) => profileOf(row.accountId, row.data, row.acceptedUserListIds, Boolean(row.online))), (profile) => profile.accountId);
}

/** One profile with its presence, or null. */
export async function readProfile(db: Db, accountId: number): Promise<Profile | null> {
  const [profile] = await readProfiles(db, [accountId]);
  return profile ?? null;
}
