// POST profile/forceUpdateProfile/{accountId} (data spec §7): profile values written without a form.
import type { Profile, ProfileFormValue } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { assertProfileDataFits } from './profile-data-size.ts';
import { profileOf } from './profile-of.ts';
import { readProfile } from './read-profiles.ts';

/**
 * Writes `changes` into the account's profile data as given (null removes a value) and returns the
 * profile as `actor` reads it. No form's rules apply, so only those who may update every profile
 * may do it (update on profiles without a condition: a member's grant on their own profile is not
 * enough, their changes pass through the form). The result must still match Profile (firstName a
 * text, avatarFileId a number…) and fit 64 KB (BAD_REQUEST); no account → PROFILE_NOT_FOUND.
 */
export async function forceUpdateProfile(ctx: OperationContext, actor: Actor, accountId: number, changes: Readonly<Record<string, ProfileFormValue | undefined>>): Promise<Profile> {
  assertCan(actor, 'update', 'profiles', { subjectId: accountId }, 'You may not update profiles outside their forms.');
  await writeSite(ctx, [{ scope: 'account', accountId }], async (trx) => {
    const row = await trx.selectFrom('profiles').select('data').where('accountId', '=', accountId).forUpdate().executeTakeFirst();
    if (!row) throw appError('PROFILE_NOT_FOUND');
    const profile: Record<string, unknown> = { ...row.data.profile };
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined) delete profile[key];
      else profile[key] = value;
    }
    const data = { ...row.data, profile };
    assertProfileDataFits(profile);
    assertMatches(profileOf(accountId, data, []), 'profile', 'api/profile', 'profile');
    await trx.updateTable('profiles')
      .set((eb) => ({ data: JSON.stringify(data), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('accountId', '=', accountId)
      .execute();
  });
  const profile = await readProfile(ctx.db, actor, accountId);
  if (!profile) throw appError('PROFILE_NOT_FOUND');
  return profile;
}
