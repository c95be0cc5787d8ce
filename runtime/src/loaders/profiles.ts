// Profiles by account id (spec data layer §7/§9): POST profile/collection debounced 10 ms, and a
// cache of at most 100 profiles that keeps the member's own and every locked profile.
import type { Profile } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { createBatchLoader } from './batch-loader.ts';
import { createBoundedCache } from './bounded-cache.ts';

/** Spec §9: at most 100 cached profiles. */
export const PROFILE_CACHE_LIMIT = 100;

export interface ProfileStore {
  /** The cached profile, or one loaded in the next batch; null when the account does not exist. */
  loadProfile(accountId: number): Promise<Profile | null>;
  /** The cached profile, without loading. */
  cachedProfile(accountId: number): Profile | undefined;
  /** Forgets a profile (profile:update): the next load asks the server and listeners hear of it. */
  dropProfile(accountId: number): void;
  /** Keeps a profile cached while something shows it; pairs with unlockProfile. */
  lockProfile(accountId: number): void;
  unlockProfile(accountId: number): void;
  /** The signed-in member, whose profile is never dropped for space. */
  setOwnAccountId(accountId: number | null): void;
  /** Calls `listener` with the account id whenever that profile is dropped; returns unsubscribe. */
  onDrop(listener: (accountId: number) => void): () => void;
}

export interface ProfileStoreOptions {
  fetchProfiles(accountIds: number[]): Promise<Profile[]>;
  /** @default 100 */
  limit?: number;
}

export function createProfileStore({ fetchProfiles, limit = PROFILE_CACHE_LIMIT }: ProfileStoreOptions): ProfileStore {
  const locks = new Map<number, number>();
  const dropListeners = new Set<(accountId: number) => void>();
  // Bumped by dropProfile, so a load that was already under way does not store an outdated profile.
  const versions = new Map<number, number>();
  let ownAccountId: number | null = null;
  const cache = createBoundedCache<Profile>(limit, (id) => id === ownAccountId || locks.has(id));
  const loader = createBatchLoader<Profile>({
    loadBatch: async (ids) => new Map((await fetchProfiles(ids)).map((profile) => [profile.accountId, profile])),
  });

  return {
    async loadProfile(accountId) {
      const cached = cache.get(accountId);
      if (cached) return cached;
      const version = versions.get(accountId) ?? 0;
      const profile = await loader.load(accountId);
      if (profile && version === (versions.get(accountId) ?? 0)) cache.set(accountId, profile);
      return profile ?? null;
    },
    cachedProfile: (accountId) => cache.get(accountId),
    dropProfile(accountId) {
      cache.delete(accountId);
      versions.set(accountId, (versions.get(accountId) ?? 0) + 1);
      for (const listener of dropListeners) listener(accountId);
    },
    lockProfile(accountId) {
      locks.set(accountId, (locks.get(accountId) ?? 0) + 1);
    },
    unlockProfile(accountId) {
      const count = (locks.get(accountId) ?? 0) - 1;
      if (count > 0) locks.set(accountId, count);
      else locks.delete(accountId);
    },
    setOwnAccountId(accountId) {
      ownAccountId = accountId;
    },
    onDrop(listener) {
      dropListeners.add(listener);
      return () => dropListeners.delete(listener);
    },
  };
}

/** The app's profiles; real-time calls `profiles.dropProfile(accountId)` on profile:update. */
export const profiles = createProfileStore({
  fetchProfiles: async (accountIds) => (await api.call('POST /profile/collection', { body: { accountIds }, quiet: true })).profiles,
});
