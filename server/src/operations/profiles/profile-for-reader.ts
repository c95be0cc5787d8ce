// What one member may see of another's profile (issue 8, finding 5; issue 12): the owner sees
// everything; those who may update profiles too; everyone else the values of public data schemas,
// the public part of the meta, and presence only when the member shares it.
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

/** Whether `reader` reads the whole of account `accountId`'s profile: its owner, and whoever may update it (admins). */
export function readsWholeProfile(reader: Actor, accountId: number): boolean {
  return reader.accountId === accountId || can(reader, 'update', 'profiles', { subjectId: accountId, record: { accountId } });
}

const withoutKeys = <T extends object>(record: T, hidden: (key: string) => boolean): T =>
  Object.fromEntries(Object.entries(record).filter(([key]) => !hidden(key))) as T;

/**
 * `profile` as `reader` may see it: whole for its owner and for those who may update it (admins);
 * for everyone else without the values of private data schemas (`privateKeys`, names included:
 * firstName and lastName are values like any other) and with only PUBLIC_META_KEYS of the meta.
 * Presence (`online`) is left out for every reader but the owner when the member keeps
 * connectivity private.
 */
export function profileForReader(profile: Profile, reader: Actor, privateKeys: ReadonlySet<string>): Profile {
  const { accountId, data, online } = profile;
  if (reader.accountId === accountId) return profile;
  const { online: _hidden, ...withoutPresence } = profile;
  const shown = online === undefined || keepsConnectivityPrivate(data.meta) ? withoutPresence : profile;
  if (readsWholeProfile(reader, accountId)) return shown;
  const meta = withoutKeys(data.meta, (key) => !PUBLIC_META_KEYS.has(key));
  return { ...shown, data: { profile: withoutKeys(data.profile, (key) => privateKeys.has(key)), meta } };
}
