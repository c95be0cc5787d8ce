// POST profile/forceUpdateProfile/{accountId} (data spec §7): profile values written without a form.
import type { Profile, ProfileFormValue } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { readProfile } from './read-profiles.ts';
import { storeProfileData } from './store-profile-data.ts';

/** Keys that mean something to JavaScript objects rather than to a profile. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Writes `changes` into the account's profile data as given (null removes a value) and returns the
 * profile as `actor` reads it. No form's rules apply, so only those who may update every profile
 * may do it (update on profiles without a condition: a member's grant on their own profile is not
 * enough, their changes pass through the form). The result must still match Profile (firstName a
 * text, avatarFileId a number…) and fit 64 KB (BAD_REQUEST); no account → PROFILE_NOT_FOUND.
 */
export async function forceUpdateProfile(ctx: OperationContext, actor: Actor, accountId: number, changes: Readonly<Record<string, ProfileFormValue | undefined>>): Promise<Profile> {
  assertCan(actor, 'update', 'profiles', { subjectId: accountId }, 'You may not update profiles outside their forms.');
  const unsafe = Object.keys(changes).find((key) => UNSAFE_KEYS.has(key));
  if (unsafe !== undefined) throw appError('BAD_REQUEST', `changes may not hold the key '${unsafe}'.`);
  await writeSite(ctx, [{ scope: 'account', accountId }], async (trx) => {
    const row = await trx.selectFrom('profiles').select('data').where('accountId', '=', accountId).forUpdate().executeTakeFirst();
    if (!row) throw appError('PROFILE_NOT_FOUND');
    const kept = Object.entries(row.data.profile).filter(([key]) => !Object.hasOwn(changes, key));
    const written = Object.entries(changes).filter(([, value]) => value !== null && value !== undefined);
    // fromEntries makes own properties, whatever the key: no key reaches the object's prototype.
    const profile = Object.fromEntries([...kept, ...written]);
    await storeProfileData(trx, accountId, { ...row.data, profile });
  });
  const profile = await readProfile(ctx.db, actor, accountId);
  if (!profile) throw appError('PROFILE_NOT_FOUND');
  return profile;
}
