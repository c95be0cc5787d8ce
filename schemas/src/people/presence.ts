/** Spec §9: a member is online while their latest keepalive is under 15 minutes old. */
export const ONLINE_WINDOW_MS = 15 * 60 * 1000;

/**
 * The online rule: `lastSeen` (the latest keepalive on any device, as a Date, an ISO string or ms
 * since the epoch; null when never) is less than ONLINE_WINDOW_MS before `now`.
 * @example isOnline(session.lastSeenAt, Date.now())
 */
export function isOnline(lastSeen: Date | string | number | null | undefined, now: Date | number): boolean {
  if (lastSeen === null || lastSeen === undefined) return false;
  const age = new Date(now).getTime() - new Date(lastSeen).getTime();
  return Number.isFinite(age) && age < ONLINE_WINDOW_MS;
}
