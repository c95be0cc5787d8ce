// Loads who a token speaks for: session, account and profile in one query.
import type { Profile, User } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { profileOf } from '../profiles/profile-of.ts';

export interface SignedInAccount {
  accountId: number;
  email: string;
  isAdmin: boolean;
  isElevated: boolean;
  sessionId: string;
  profile: Profile;
}

/** The account behind a live session, or null when the session is unknown, revoked or someone else's. */
export async function loadSignedInAccount(db: Db, sessionId: string, accountId: number): Promise<SignedInAccount | null> {
  const row = await db.selectFrom('deviceSessions as s')
    .innerJoin('accounts as a', 'a.id', 's.accountId')
    .innerJoin('profiles as p', 'p.accountId', 'a.id')
    .select(['a.id', 'a.email', 'a.isAdmin', 'a.isElevated', 'p.data'])
    .where('s.id', '=', sessionId)
    .where('s.accountId', '=', accountId)
    .where('s.revokedAt', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  return {
    accountId: row.id, email: row.email, isAdmin: row.isAdmin, isElevated: row.isElevated, sessionId,
    profile: profileOf(row.id, row.data),
  };
}

/** The signed-in account as the API's User (GET /user, /init's user). */
export function userOf({ accountId, email, isAdmin, isElevated, profile }: SignedInAccount): User {
  return { accountId, email, isAdmin, isElevated, profile };
}
