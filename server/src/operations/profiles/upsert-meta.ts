// Writes one value into an account's profile meta, keeping the meta valid.
import type { Profile, ProfileMeta } from '@tessera/schemas';
import { assertMatches } from '../assert-matches.ts';
import type { OperationContext } from '../context.ts';
import { appError } from '../../errors.ts';
import { profileOf } from './profile-of.ts';
import { setAtPath } from './set-at-path.ts';

/**
 * Sets `value` at the dot `path` of the profile meta and returns the profile. When the result no
 * longer matches ProfileMeta it throws BAD_REQUEST naming the field, and nothing is written.
 */
export async function upsertProfileMeta(ctx: OperationContext, accountId: number, path: string, value: unknown): Promise<Profile> {
  const profile = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('profiles').select(['data']).where('accountId', '=', accountId).forUpdate().executeTakeFirst();
    if (!row) throw appError('PROFILE_NOT_FOUND');
    const meta = setAtPath({ ...row.data.meta }, path.split('.'), value);
    assertMatches<ProfileMeta>(meta, 'meta', 'api/profile', 'profileMeta');
    const data = { ...row.data, meta };
    await trx.updateTable('profiles')
      .set((eb) => ({ data: JSON.stringify(data), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('accountId', '=', accountId)
      .execute();
    return profileOf(accountId, data);
  });
  ctx.changes.announce([{ scope: 'account', accountId }]);
  return profile;
}
