import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@tessera/schemas';
import { createProfileStore } from './profiles.ts';

function profile(accountId: number, firstName = `Member ${accountId}`): Profile {
  return { accountId, data: { profile: { firstName }, meta: {} }, acceptedUserListIds: [] };
}

function storeWith(answer: (ids: number[]) => Profile[] = (ids) => ids.map((id) => profile(id))) {
  const fetchProfiles = vi.fn(async (ids: number[]) => answer(ids));
  return { store: createProfileStore({ fetchProfiles }), fetchProfiles };
}

/** Loads the ids in one batch (the debounce runs on fake timers). */
async function loadAll(store: ReturnType<typeof storeWith>['store'], ids: number[]) {
  const loads = Promise.all(ids.map((id) => store.loadProfile(id)));
  await vi.advanceTimersByTimeAsync(10);
  return loads;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

describe('profile store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads profiles asked for within 10 ms with one POST profile/collection', async () => {
    const { store, fetchProfiles } = storeWith((ids) => ids.filter((id) => id !== 404).map((id) => profile(id)));

    const [ada, missing] = await loadAll(store, [1, 404, 1]);

    expect(fetchProfiles).toHaveBeenCalledTimes(1);
    expect(fetchProfiles).toHaveBeenCalledWith([1, 404]);
    expect(ada?.accountId).toBe(1);
    expect(missing).toBeNull();
  });

  it('serves a cached profile without asking the server', async () => {
    const { store, fetchProfiles } = storeWith();
    await loadAll(store, [1]);

    await expect(store.loadProfile(1)).resolves.toMatchObject({ accountId: 1 });
    expect(fetchProfiles).toHaveBeenCalledTimes(1);
  });

  it('keeps the own profile when the 101st arrives, and drops the oldest other', async () => {
    const { store } = storeWith();
    store.setOwnAccountId(1);
    await loadAll(store, range(1, 100));

    await loadAll(store, [101]);

    expect(store.cachedProfile(1)).toBeDefined();
    expect(store.cachedProfile(2)).toBeUndefined();
    expect(store.cachedProfile(3)).toBeDefined();
    expect(store.cachedProfile(101)).toBeDefined();
  });

  it('keeps locked profiles until they are unlocked', async () => {
    const { store } = storeWith();
    await loadAll(store, range(1, 100));
    store.lockProfile(1);
    store.lockProfile(1);

    await loadAll(store, [101]);
    expect(store.cachedProfile(1)).toBeDefined();
    expect(store.cachedProfile(2)).toBeUndefined();

    store.unlockProfile(1);
    await loadAll(store, [102]);
    expect(store.cachedProfile(1)).toBeDefined(); // still locked once
    store.unlockProfile(1);
    await loadAll(store, [103]);
    expect(store.cachedProfile(1)).toBeUndefined();
  });

  it('drops a profile on request, tells listeners, and loads it again next time', async () => {
    let name = 'Ada';
    const { store, fetchProfiles } = storeWith((ids) => ids.map((id) => profile(id, name)));
    const dropped = vi.fn();
    store.onDrop(dropped);
    await loadAll(store, [1]);

    name = 'Ada L.';
    store.dropProfile(1);

    expect(dropped).toHaveBeenCalledWith(1);
    const [reloaded] = await loadAll(store, [1]);
    expect(reloaded?.data.profile.firstName).toBe('Ada L.');
    expect(fetchProfiles).toHaveBeenCalledTimes(2);
  });

  it('does not cache a profile whose load was under way when it was dropped', async () => {
    const { store } = storeWith();
    const loading = store.loadProfile(1);
    store.dropProfile(1);
    await vi.advanceTimersByTimeAsync(10);

    await expect(loading).resolves.toMatchObject({ accountId: 1 });
    expect(store.cachedProfile(1)).toBeUndefined();
  });
});
