import { preloadBlockComponents } from '@tessera/blocks';
import type { InitReply } from '@tessera/schemas';
import { fetchInit } from '../api/endpoints.ts';
import { applyI18nBundle } from '../i18n/i18n.ts';
import { currentAppPath } from '../navigation/app-base.ts';
import { initOptionsFor } from './init-options.ts';

/**
 * GET /init for the current page, then installs its language bundle and loads the components of
 * the page's blocks, so the first render already speaks the member's language and shows the
 * page whole: nothing moves once it is on screen.
 */
export async function loadApp(): Promise<InitReply> {
  const init = await fetchInit(initOptionsFor(currentAppPath()));
  await Promise.all([applyI18nBundle(init.i18n), preloadBlockComponents(init.page?.blocks.map((block) => block.type) ?? [])]);
  return init;
}
