// What the directory block needs from the app: the search and list calls (the runtime holds the
// API client), the app's one avatar of a person, and where a member's profile opens. Blocks import
// nothing of the runtime; without a host the block says it cannot show.
import { createContext, useContext, type ComponentType } from 'react';
import type { DirectoryList, DirectorySearchBody, DirectorySearchReply, PersonData } from '@tessera/schemas';

export interface DirectoryHost {
  /** One page of members (POST /profile/directory); rejects on failure or when `signal` aborts. */
  search(body: DirectorySearchBody, signal: AbortSignal): Promise<DirectorySearchReply>;
  /** The lists of these keys, in this order (POST /profile/directory/lists). */
  lists(keys: readonly string[]): Promise<DirectoryList[]>;
  /** The app's avatar of a person (picture or initials, colour by account id). */
  Avatar: ComponentType<{ accountId: number; data: PersonData; cssSize: number }>;
  /** The path of a member's profile page, or null when the site names none. */
  profilePath(accountId: number): string | null;
}

export const DirectoryHostContext = createContext<DirectoryHost | null>(null);

export const useDirectoryHost = (): DirectoryHost | null => useContext(DirectoryHostContext);
