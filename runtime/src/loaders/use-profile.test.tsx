import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@tessera/schemas';
import { createProfileStore, type ProfileStore } from './profiles.ts';
import { useProfile } from './use-profile.ts';

function Name({ accountId, store }: { accountId: number; store: ProfileStore }) {
  const profile = useProfile(accountId, store);
  return <p>{profile === undefined ? 'loading' : (profile?.data.profile.firstName ?? 'nobody')}</p>;
}

describe('useProfile', () => {
  afterEach(cleanup);

  it('loads the profile, locks it while shown, and reloads it when dropped', async () => {
    let name = 'Ada';
    const store = createProfileStore({
      fetchProfiles: async (ids) => ids.map((accountId): Profile => ({ accountId, data: { profile: { firstName: name }, meta: {} }, acceptedUserListIds: [] })),
      limit: 0,
    });
    const lock = vi.spyOn(store, 'lockProfile');
    const unlock = vi.spyOn(store, 'unlockProfile');
    const { unmount } = render(<Name accountId={1} store={store} />);

    expect(await screen.findByText('Ada')).toBeTruthy();
    expect(store.cachedProfile(1)).toBeDefined(); // kept despite a limit of 0: it is locked

    name = 'Ada L.';
    act(() => store.dropProfile(1));
    expect(await screen.findByText('Ada L.')).toBeTruthy();

    unmount();
    expect(lock).toHaveBeenCalledWith(1);
    expect(unlock).toHaveBeenCalledWith(1);
  });
});
