// Reads profiles with their presence.
import { isOnline, type Profile } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { distinctIds, inRequestedOrder } from '../in-requested-order.ts';
import { shownAcceptedListIdsOf } from '../lists/membership-queries.ts';
import { profileOf } from './profile-of.ts';
import { profileForReader, readsWholeProfile } from './profile-for-reader.ts';
import { privateKeysOf, privateProfileKeys } from './private-profile-keys.ts';

/**
 * The profiles of the accounts among `accountIds` that exist, in the order asked for, each once,
 * as `reader` may see them (profile-for-reader.ts: private values, private meta and private presence
 * left out; the private data schemas are read only when some profile is not the reader's whole;
 * each member's own privacy choices count over the schemas').
 * Presence follows the shared online rule over the latest keepalive of any live device session,
 * timed by the database's clock, which also stamped the keepalives.
 */
export async function readProfiles(db: Db, reader: Actor, accountIds: readonly number[]): Promise<Profile[]> {
  if (accountIds.length === 0) return [];
  const rows = await db.selectFrom('profiles as p')
    .select(['p.accountId', 'p.data', sql<Date>`now()`.as('now')])
    .select(shownAcceptedListIdsOf('p.accountId').as('acceptedUserListIds'))
    .select((eb) => eb.selectFrom('deviceSessions as s')
      .select((inner) => inner.fn.max('s.lastSeenAt').as('lastSeenAt'))
      .whereRef('s.accountId', '=', 'p.accountId')
      .where('s.revokedAt', 'is', null)
      .as('lastSeenAt'))
    .where('p.accountId', 'in', distinctIds(accountIds))
    .execute();
  const restricted = rows.some((row) => !readsWholeProfile(reader, row.accountId));
  const privateKeys = restricted ? await privateProfileKeys(db) : new Set<string>();
  const profiles = rows.map((row) => profileForReader(
    profileOf(row.accountId, row.data, row.acceptedUserListIds, isOnline(row.lastSeenAt, row.now)), reader, privateKeysOf(row.data.meta, privateKeys),
  ));
  return inRequestedOrder(accountIds, profiles, (profile) => profile.accountId);
}

/** One profile with its presence, as `reader` may see it, or null. */
export async function readProfile(db: Db, reader: Actor, accountId: number): Promise<Profile | null> {
  const [profile] = await readProfiles(db, reader, [accountId]);
  return profile ?? null;
}
