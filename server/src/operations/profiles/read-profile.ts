// Reads one profile.
import type { Profile } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { profileOf } from './profile-of.ts';

export async function readProfile(db: Db, accountId: number): Promise<Profile | null> {
  const row = await db.selectFrom('profiles').select('data').where('accountId', '=', accountId).executeTakeFirst();
  return row ? profileOf(accountId, row.data) : null;
}
