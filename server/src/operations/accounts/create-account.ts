// Creates an account with its profile (the site import; later invitations and sign-up).
import type { Profile } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { profileOf } from '../profiles/profile-of.ts';

export interface NewAccount {
  email: string;
  /** scrypt hash (auth/passwords.ts): hashed before the transaction, as hashing is slow on purpose. */
  passwordHash: string;
  role: 'admin' | 'elevated' | 'member';
  data: Profile['data'];
}

/**
 * Creates the account and its profile; returns the profile. Needs create on profiles
 * (NOT_ALLOWED); a profile not matching Profile → BAD_REQUEST naming the field; an email in use →
 * SLUG_TAKEN.
 */
export async function createAccount(ctx: OperationContext, actor: Actor, { email, passwordHash, role, data }: NewAccount): Promise<Profile> {
  assertCan(actor, 'create', 'profiles', {}, 'You may not create accounts.');
  const announce = (profile: Profile) => [{ scope: 'account' as const, accountId: profile.accountId }];
  return writeSite(ctx, announce, async (trx) => {
    const { id } = await insertUnique(() => trx.insertInto('accounts')
      .values({ email: email.toLowerCase(), passwordHash, isAdmin: role === 'admin', isElevated: role === 'elevated' })
      .returning('id')
      .executeTakeFirstOrThrow(), `Another account already uses the email '${email}'.`);
    const profile: unknown = profileOf(id, data, []);
    assertMatches<Profile>(profile, 'profile', 'api/profile', 'profile');
    await trx.insertInto('profiles').values({ accountId: id, data: JSON.stringify(data) }).execute();
    return profile;
  });
}
