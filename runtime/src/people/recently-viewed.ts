// The profiles the member viewed last (data spec §7 GET/PUT profile/user/actions/…), for the
// shell's recently-viewed footer block. One store for the session: the profile page records a
// view and the footer shows the list the server answers with.
import type { ProfileAction } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { createStore, type ReadableStore } from '../state/store.ts';

const viewed = createStore<readonly ProfileAction[]>([]);

/** The member's latest viewed profiles, newest first. */
export const recentlyViewed: ReadableStore<readonly ProfileAction[]> = viewed;

/** Loads the list (the cached reply first, then the fresh one). */
export async function loadRecentlyViewed(): Promise<void> {
  const reply = await api.call('GET /profile/user/actions/{name}', { params: { name: 'viewedProfile' }, quiet: true, onUpdate: (fresh) => viewed.set(fresh.actions) });
  viewed.set(reply.actions);
}

/** Records a view of `accountId`'s profile; the list becomes the server's answer. */
export async function recordProfileView(accountId: number): Promise<void> {
  const reply = await api.call('PUT /profile/user/actions/viewedProfile', { body: { accountId }, quiet: true });
  viewed.set(reply.actions);
}

/** Forgets the list (the member signed out). */
export function forgetRecentlyViewed(): void {
  viewed.set([]);
}
