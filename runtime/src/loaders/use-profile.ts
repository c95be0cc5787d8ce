import { useEffect, useState } from 'react';
import type { Profile } from '@tessera/schemas';
import { profiles as appProfiles, type ProfileStore } from './profiles.ts';

/**
 * A profile on screen: loaded through the batched profile store, locked in its cache while
 * mounted, and loaded again when profile:update drops it.
 * @returns undefined while loading, null when the account does not exist.
 */
export function useProfile(accountId: number | null, profiles: ProfileStore = appProfiles): Profile | null | undefined {
  const [loaded, setLoaded] = useState<{ accountId: number; profile: Profile | null } | undefined>(undefined);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (accountId === null) return;
    profiles.lockProfile(accountId);
    const stopListening = profiles.onDrop((dropped) => dropped === accountId && setGeneration((current) => current + 1));
    return () => {
      stopListening();
      profiles.unlockProfile(accountId);
    };
  }, [profiles, accountId]);

  useEffect(() => {
    if (accountId === null) return;
    let current = true;
    profiles.loadProfile(accountId).then(
      (profile) => current && setLoaded({ accountId, profile }),
      () => current && setLoaded({ accountId, profile: null }), // logged by the API client
    );
    return () => { current = false; };
  }, [profiles, accountId, generation]);

  return loaded?.accountId === accountId ? loaded.profile : undefined;
}
