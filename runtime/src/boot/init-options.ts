import { isValidModuleSlug, isValidPageSlug } from '@tessera/schemas';

/** Which page the first screen shows, so GET /init can include it (its `opts` query, as JSON). */
export interface InitOptions {
  moduleSlug?: string;
  pageSlug?: string;
  /** The address is the app's root, which leads to the home page: GET /init sends that page. */
  home?: true;
}

/**
 * The module and page the first screen shows, so GET /init can include that page (for the root
 * and a module's address, the page they lead to). A segment no module or page could have (a
 * screen of the app such as /settings, or not a slug at all) is not sent.
 * @param appPath the path inside the app, without the /app base ('/home/welcome').
 */
export function initOptionsFor(appPath: string): InitOptions {
  // No router here: index.html's early GET /init (early-init.ts) runs this before the router loads.
  const [, moduleSlug, pageSlug] = appPath.split('/');
  if (!moduleSlug) return { home: true };
  if (!isValidModuleSlug(moduleSlug)) return {};
  return pageSlug && isValidPageSlug(pageSlug) ? { moduleSlug, pageSlug } : { moduleSlug };
}
