import { prepareBlocks } from '@tessera/blocks';
import type { InitReply } from '@tessera/schemas';
import { api } from '../api/api.ts';
import { applyI18nBundle } from '../i18n/i18n.ts';
import { jwtStore } from '../session/jwt-store.ts';
import { initOptsForCurrentPage, takeEarlyInit } from './early-init.ts';

/**
 * GET /init for the current page (the answer index.html's early call got, when it fits), then installs its language bundle and loads what
 * the page's blocks need to render (their components, DOMPurify for a text that needs it), so the first render already speaks the member's language and shows the
 * page whole: nothing moves once it is on screen.
 */
export async function loadApp(): Promise<InitReply> {
  const opts = initOptsForCurrentPage();
  // Not cached: the app's state is seeded from it once, so a day-old copy served first would stay
  // on screen; its parts (structure, settings, user) are kept current by their own calls.
  const init = (await takeEarlyInit(opts, jwtStore.get())) ?? (await api.call('GET /init', { query: { opts }, cache: false }));
  await Promise.all([applyI18nBundle(init.i18n), prepareBlocks(init.page?.blocks ?? [])]);
  return init;
}
