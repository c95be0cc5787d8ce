// Loads who a token speaks for: session, account, profile and list memberships in one query.
import { grantsOf, type ListMembership, type Permission, type Profile, type User } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { acceptedListIds, membershipsOf } from '../lists/membership-queries.ts';
import { profileOf } from '../profiles/profile-of.ts';

/** A signed-in account: whom a token speaks for, and the actor of the operations it asks for. */
export interface SignedInAccount extends Actor {
  accountId: number;
  email: string;
  isElevated: boolean;
  sessionId: string;
  profile: Profile;
  /** Every list membership, in every state (visibility rules read them). */
  listMemberships: ListMembership[];
  /** The account's grants (see grantsOf), worked out once when it signs in. */
  permissions: Permission[];
}

/** The account behind a live session, or null when the session is unknown, revoked or someone else's. */
export async function loadSignedInAccount(db: Db, sessionId: string, accountId: number): Promise<SignedInAccount | null> {
  const row = await db.selectFrom('deviceSessions as s')
    .innerJoin('accounts as a', 'a.id', 's.accountId')
    .innerJoin('profiles as p', 'p.accountId', 'a.id')
    .select(['a.id', 'a.email', 'a.isAdmin', 'a.isElevated', 'p.data'])
    .select(membershipsOf('a.id').as('listMemberships'))
    .where('s.id', '=', sessionId)
    .where('s.accountId', '=', accountId)
    .where('s.revokedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  const { id, email, isAdmin, isElevated, listMemberships } = row;
  return {
    accountId: id, email, isAdmin, isElevated, sessionId, listMemberships,
    profile: profileOf(id, row.data, acceptedListIds(listMemberships)),
    permissions: grantsOf({ accountId: id, isAdmin, isElevated }),
  };
}

/** The signed-in account as the API's User (GET /user, /init's user). */
export function userOf({ accountId, email, isAdmin, isElevated, profile, listMemberships }: SignedInAccount): User {
  return { accountId, email, isAdmin, isElevated, profile, listMemberships };
}
