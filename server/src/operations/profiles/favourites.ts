// A member's favourites (data spec §7 PUT /profile/favourites/add, DELETE /profile/favourites): kept
// in their own profile meta, favourites.<type>, as entries with targetId.
import type { Favourite, FavouriteType, Profile, ProfileMeta } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import type { OperationContext } from '../context.ts';
import { changeProfileMeta } from './upsert-meta.ts';

/** The most favourites of one type a member keeps. */
export const MAX_FAVOURITES_PER_TYPE = 200;

/** The type whose targets are account ids. */
export const PROFILE_FAVOURITES: FavouriteType = 'profiles';

const withType = (meta: ProfileMeta, type: FavouriteType, entries: Favourite[]): ProfileMeta => {
  const { [type]: _old, ...others } = meta.favourites ?? {};
  const favourites = entries.length > 0 ? { ...others, [type]: entries } : others;
  return { ...meta, favourites };
};

/**
 * Adds `targetId` to the acting member's favourites of `type` and returns their profile. A profile
 * favourite must name an existing account (PROFILE_NOT_FOUND); one already there stays as it was;
 * past MAX_FAVOURITES_PER_TYPE → BAD_REQUEST.
 */
export function addFavourite(ctx: OperationContext, actor: SignedInAccount, type: FavouriteType, targetId: number): Promise<Profile> {
  return changeProfileMeta(ctx, actor, actor.accountId, async (meta, trx) => {
    const entries = meta.favourites?.[type] ?? [];
    if (entries.some((entry) => entry.targetId === targetId)) return meta;
    if (type === PROFILE_FAVOURITES) {
      const target = await trx.selectFrom('profiles').select('accountId').where('accountId', '=', targetId).executeTakeFirst();
      if (!target) throw appError('PROFILE_NOT_FOUND');
    }
    if (entries.length >= MAX_FAVOURITES_PER_TYPE) {
      throw appError('BAD_REQUEST', `You have ${MAX_FAVOURITES_PER_TYPE} favourites of this kind already; remove one first.`);
    }
    return withType(meta, type, [...entries, { targetId, addedAt: new Date().toISOString() }]);
  });
}

/** Removes `targetId` from the acting member's favourites of `type` (nothing when it is not there); returns their profile. */
export function removeFavourite(ctx: OperationContext, actor: SignedInAccount, type: FavouriteType, targetId: number): Promise<Profile> {
  return changeProfileMeta(ctx, actor, actor.accountId, (meta) => {
    const entries = meta.favourites?.[type] ?? [];
    return entries.some((entry) => entry.targetId === targetId) ? withType(meta, type, entries.filter((entry) => entry.targetId !== targetId)) : meta;
  });
}

/** `meta` without the favourites of type profiles naming `accountId` (a deleted account). */
export function withoutProfileFavourite(meta: ProfileMeta, accountId: number): ProfileMeta {
  const entries = meta.favourites?.[PROFILE_FAVOURITES];
  if (!entries?.some((entry) => entry.targetId === accountId)) return meta;
  return withType(meta, PROFILE_FAVOURITES, entries.filter((entry) => entry.targetId !== accountId));
}
