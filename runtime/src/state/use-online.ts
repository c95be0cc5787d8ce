import { useSyncExternalStore } from 'react';
import { connectivity } from '../connectivity/connectivity.ts';

/**
 * Whether the app is online, as the connectivity probe last found (connectivity/). The shell's
 * offline banner (errors.noInternet) follows it.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, connectivity.isOnline);
}
