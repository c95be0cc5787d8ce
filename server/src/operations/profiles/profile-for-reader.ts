// What one member may see of another's profile (issue 8, finding 5): the owner sees everything;
// everyone else the public part of the meta, and presence only when the member shares it.
import { can, type Profile, type ProfileMeta } from '@tessera/schemas';
import type { Actor } from '../actor.ts';

/**
 * The meta keys the product shows other members. None so far, key by key: `language`, `settings`
 * (theme, privacy), `accessibility` and per-modal state (`block`) are the member's own preferences;
 * `favourites` are a private list; `reactedPosts` tells the member's own reactions apart, while
 * what others see of reactions is the posts' counts. A key shown to others later is added here.
 */
export const PUBLIC_META_KEYS: ReadonlySet<string> = new Set<string>();

/** True when the member keeps their presence to themselves. */
export const keepsConnectivityPrivate = (meta: ProfileMeta): boolean => meta.settings?.privacy?.isConnectivityPrivate === true;

/**
 * `profile` as `reader` may see it: the whole meta for its owner and for those who may change it
 * (admins); only PUBLIC_META_KEYS for everyone else. Presence (`online`) is left out for every
 * reader but the owner when the member keeps connectivity private.
 */
export function profileForReader(profile: Profile, reader: Actor): Profile {
  const { accountId, data, online } = profile;
  if (reader.accountId === accountId) return profile;
  const mayReadMeta = can(reader, 'update', 'profiles', { subjectId: accountId, field: 'meta', record: { accountId } });
  const meta = mayReadMeta ? data.meta : Object.fromEntries(Object.entries(data.meta).filter(([key]) => PUBLIC_META_KEYS.has(key)));
  const { online: _hidden, ...withoutPresence } = profile;
  const shown = online === undefined || keepsConnectivityPrivate(data.meta) ? withoutPresence : profile;
  return { ...shown, data: { ...data, meta } };
}
