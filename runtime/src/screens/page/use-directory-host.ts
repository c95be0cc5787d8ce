// What the member directory block needs from the app (DirectoryHost in @tessera/blocks): the
// directory's API calls, the app's one avatar of a person, and where a member's profile opens.
import { useMemo } from 'react';
import type { DirectoryHost } from '@tessera/blocks';
import { api } from '../../api/api.ts';
import { PersonAvatar } from '../../people/PersonAvatar.tsx';
import { profilePath } from '../../people/profile-path.ts';
import { useSettings, useUser } from '../../state/hooks.ts';

// Searches go out quietly (no loading bar as someone types; the block shows its own state) and
// uncached (the same search asked again should show who has joined since).
const search: DirectoryHost['search'] = (body) => api.call('POST /profile/directory', { body, quiet: true, cache: false });

const lists: DirectoryHost['lists'] = async (keys) => (await api.call('POST /profile/directory/lists', { body: { keys: [...keys] }, quiet: true })).lists;

/** The directory host of a page. */
export function useDirectoryHost(): DirectoryHost {
  const settings = useSettings();
  const ownAccountId = useUser((user) => user.accountId);
  return useMemo(() => ({
    search,
    lists,
    Avatar: PersonAvatar,
    profilePath: (accountId: number) => profilePath(settings, accountId, ownAccountId),
  }), [settings, ownAccountId]);
}
