import { matchPath } from 'react-router';

/** Which page the first screen shows, so GET /init can include it (its `opts` query, as JSON). */
export interface InitOptions {
  moduleSlug?: string;
  pageSlug?: string;
}

/** First segments that name a screen rather than a module (see app/AppRoutes.tsx). */
const SCREEN_SEGMENTS = new Set(['settings', 'chat', 'admin', 'autoLogIn', 'socialAuth', 'space', '404']);

/**
 * The module and page the first screen shows, so GET /init can include that page.
 * @param appPath the path inside the app, without the /app base ('/home/welcome').
 */
export function initOptionsFor(appPath: string): InitOptions {
  const match = matchPath({ path: '/:moduleSlug/:pageSlug?/*', end: false }, appPath);
  const moduleSlug = match?.params.moduleSlug;
  if (!moduleSlug || SCREEN_SEGMENTS.has(moduleSlug)) return {};
  const pageSlug = match.params.pageSlug;
  return pageSlug ? { moduleSlug, pageSlug } : { moduleSlug };
}
