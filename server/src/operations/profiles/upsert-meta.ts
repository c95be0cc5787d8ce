// Writes one value into an account's profile meta, keeping the meta valid.
import type { Profile, ProfileMeta } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { shownAcceptedListIdsOf } from '../lists/membership-queries.ts';
import { profileOf } from './profile-of.ts';
import { setAtPath } from './set-at-path.ts';

export interface MetaUpsert {
  accountId: number;
  /** Dot path inside the meta. */
  path: string;
  /** null removes the value. */
  value: unknown;
}

/**
 * Sets `value` at the dot `path` of the account's profile meta and returns the profile. Needs
 * update on the profile (owners hold it for their own: NOT_ALLOWED otherwise); a meta no longer
 * matching ProfileMeta → BAD_REQUEST naming the field. Nothing is written on any failure.
 */
export async function upsertProfileMeta(ctx: OperationContext, actor: Actor, { accountId, path, value }: MetaUpsert): Promise<Profile> {
  assertCan(actor, 'update', 'profiles', { subjectId: accountId, field: 'meta', record: { accountId } }, "You may not change this member's profile.");
  return writeSite(ctx, [{ scope: 'account', accountId }], async (trx) => {
    const row = await trx.selectFrom('profiles').select(['data']).select(shownAcceptedListIdsOf('accountId').as('acceptedUserListIds'))
      .where('accountId', '=', accountId).forUpdate().executeTakeFirst();
    if (!row) throw appError('PROFILE_NOT_FOUND');
    const meta = setAtPath({ ...row.data.meta }, path.split('.'), value);
    assertMatches<ProfileMeta>(meta, 'meta', 'api/profile', 'profileMeta');
    const data = { ...row.data, meta };
    await trx.updateTable('profiles')
      .set((eb) => ({ data: JSON.stringify(data), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('accountId', '=', accountId)
      .execute();
    return profileOf(accountId, data, row.acceptedUserListIds);
  });
}
