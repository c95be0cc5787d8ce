// Writes one value into an account's profile meta, keeping the meta valid.
import type { Profile, ProfileMeta } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext, type Trx } from '../context.ts';
import { shownAcceptedListIdsOf } from '../lists/membership-queries.ts';
import { assertMetaTotalFits, assertMetaValueFits } from './meta-size.ts';
import { isProfileSchemaKey } from './private-profile-keys.ts';
import { profileOf } from './profile-of.ts';
import { setAtPath } from './set-at-path.ts';

export interface MetaUpsert {
  accountId: number;
  /** Dot path inside the meta. */
  path: string;
  /** null removes the value. */
  value: unknown;
}

/** What a meta change computes from the stored meta, inside the write's transaction. */
export type MetaChange = (meta: ProfileMeta, trx: Trx) => ProfileMeta | Promise<ProfileMeta>;

/**
 * Replaces the account's profile meta with what `change` makes of it and returns the profile.
 * Needs update on the profile (owners hold it for their own: NOT_ALLOWED otherwise); a meta no
 * longer matching ProfileMeta or over 32 KB (meta-size.ts) → BAD_REQUEST naming the field.
 * Nothing is written on any failure. Every write of meta goes through here (or rewriteProfileMeta).
 */
export async function changeProfileMeta(ctx: OperationContext, actor: Actor, accountId: number, change: MetaChange): Promise<Profile> {
  assertCan(actor, 'update', 'profiles', { subjectId: accountId, field: 'meta', record: { accountId } }, "You may not change this member's profile.");
  return writeSite(ctx, [{ scope: 'account', accountId, metaOnly: true }], (trx) => rewriteProfileMeta(trx, accountId, change));
}

/**
 * The write of changeProfileMeta inside a transaction already open, for an operation that changes
 * the meta along with what it stores (its caller checks the right and announces the account's change).
 */
export async function rewriteProfileMeta(trx: Trx, accountId: number, change: MetaChange): Promise<Profile> {
  const row = await trx.selectFrom('profiles').select(['data']).select(shownAcceptedListIdsOf('accountId').as('acceptedUserListIds'))
    .where('accountId', '=', accountId).forUpdate().executeTakeFirst();
  if (!row) throw appError('PROFILE_NOT_FOUND');
  const meta = await change({ ...row.data.meta }, trx);
  assertMatches<ProfileMeta>(meta, 'meta', 'api/profile', 'profileMeta');
  assertMetaTotalFits(meta);
  const data = { ...row.data, meta };
  await trx.updateTable('profiles')
    .set((eb) => ({ data: JSON.stringify(data), revision: eb('revision', '+', 1), updatedAt: new Date() }))
    .where('accountId', '=', accountId)
    .execute();
  return profileOf(accountId, data, row.acceptedUserListIds);
}

/**
 * Sets `value` at the dot `path` of the account's profile meta and returns the profile (see
 * changeProfileMeta); a value over 8 KB → BAD_REQUEST.
 */
export function upsertProfileMeta(ctx: OperationContext, actor: Actor, { accountId, path, value }: MetaUpsert): Promise<Profile> {
  assertMetaValueFits(path, value);
  // The whole meta is checked against ProfileMeta before it is stored.
  return changeProfileMeta(ctx, actor, accountId, (meta) => setAtPath({ ...meta }, path.split('.'), value) as ProfileMeta);
}

/** Whether others may see when the account is online (spec §7 POST profile/meta/privacy/connectivity); returns the profile. */
export function setConnectivityPrivacy(ctx: OperationContext, actor: Actor, accountId: number, isPrivate: boolean): Promise<Profile> {
  return upsertProfileMeta(ctx, actor, { accountId, path: 'settings.privacy.isConnectivityPrivate', value: isPrivate });
}

/**
 * Who reads the account's value of profile data schema `key` (forms spec §2, the privacy edit
 * button; data spec: privacy per schema, public by default): the member's own choice, kept in
 * settings.privacy.data. A key that is no profile data schema's → BAD_REQUEST, nothing written.
 */
export async function setDataPrivacy(ctx: OperationContext, actor: Actor, accountId: number, key: string, privacy: 'public' | 'private'): Promise<Profile> {
  if (!(await isProfileSchemaKey(ctx.db, key))) throw appError('BAD_REQUEST', `${key} is not a profile data schema.`);
  return upsertProfileMeta(ctx, actor, { accountId, path: `settings.privacy.data.${key}`, value: privacy });
}
