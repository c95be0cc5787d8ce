import type { Profile } from '@tessera/schemas';

/** Spec §9: a user is online while their last keepalive is under 15 minutes old. */
export const ONLINE_WINDOW_MS = 900_000;

/**
 * The online rule: the last keepalive (ms timestamp, ISO string or Date; null when never) is
 * under 15 minutes old.
 */
export function isOnline(lastKeepaliveAt: number | string | Date | null | undefined, now = Date.now()): boolean {
  if (lastKeepaliveAt === null || lastKeepaliveAt === undefined) return false;
  const at = new Date(lastKeepaliveAt).getTime();
  return Number.isFinite(at) && now - at < ONLINE_WINDOW_MS;
}

/** The member looking, and whether the app itself is online (connectivity). */
export interface PresenceViewer {
  ownAccountId: number;
  appOnline: boolean;
}

/**
 * Spec §9: the member's own account is online unless the app is offline; any other account as
 * the server reports it (Profile.online, from the keepalive rule).
 */
export function isAccountOnline(profile: Pick<Profile, 'accountId' | 'online'>, { ownAccountId, appOnline }: PresenceViewer): boolean {
  return profile.accountId === ownAccountId ? appOnline : profile.online === true;
}
