import type { AppSettings } from '@tessera/schemas';

/** What a person's connectivity indicator shows: a green light, a grey one, or nothing. */
export type PresenceShown = 'online' | 'offline' | null;

/**
 * The connectivity indicator (shell spec §6, settings.userConnectivity): nothing unless the site
 * turned it on; `online` undefined (the member keeps connectivity private, so the server did not
 * send it) shows nothing either. `trafficLight` (the default) shows online and offline;
 * `onlineOnly` shows only online.
 */
export function presenceShown(connectivity: AppSettings['userConnectivity'], online: boolean | undefined): PresenceShown {
  if (!connectivity?.isEnabled || online === undefined) return null;
  if (online) return 'online';
  return connectivity.indicatorBehaviour === 'onlineOnly' ? null : 'offline';
}
