import type { InitReply } from '@tessera/schemas';
import { fetchInit } from '../api/endpoints.ts';
import { applyI18nBundle } from '../i18n/i18n.ts';
import { currentAppPath } from '../navigation/app-base.ts';
import { initOptionsFor } from './init-options.ts';

/**
 * GET /init for the current page, then installs its language bundle so the first render
 * already speaks the member's language.
 */
export async function loadApp(): Promise<InitReply> {
  const init = await fetchInit(initOptionsFor(currentAppPath()));
  await applyI18nBundle(init.i18n);
  return init;
}
