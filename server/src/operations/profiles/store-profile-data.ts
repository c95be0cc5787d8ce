// Writes a profile's data as a save or a forced update leaves it, once it is checked: within the
// size limit, and still a Profile (a field bound to a built-in key such as firstName or
// avatarFileId must store what Profile says).
import type { Profile } from '@tessera/schemas';
import { assertMatches } from '../assert-matches.ts';
import type { Trx } from '../context.ts';
import { assertProfileDataFits } from './profile-data-size.ts';
import { profileOf } from './profile-of.ts';

export async function storeProfileData(trx: Trx, accountId: number, data: Profile['data']): Promise<void> {
  assertProfileDataFits(data.profile);
  assertMatches(profileOf(accountId, data, []), 'profile', 'api/profile', 'profile');
  await trx.updateTable('profiles')
    .set((eb) => ({ data: JSON.stringify(data), revision: eb('revision', '+', 1), updatedAt: new Date() }))
    .where('accountId', '=', accountId)
    .execute();
}
