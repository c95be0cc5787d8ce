import { isSlug } from './slug-rule.ts';

/** The slug of the not-found module and page: /404 shows the 404 panel (spec §2.1). */
export const NOT_FOUND_SLUG = '404';

/**
 * The first path segments of the runtime's own routes (runtime/src/app/AppRoutes.tsx), which a
 * module slug would otherwise shadow. A runtime test checks the route table against this list.
 */
export const APP_ROUTE_SEGMENTS = ['settings', 'chat', 'admin', 'autoLogIn', 'socialAuth', 'space', NOT_FOUND_SLUG] as const;

/** Segments of the server beside the app (/app, /api, the sign-in page). */
const SERVER_SEGMENTS = ['app', 'api', 'signin', 'logout'];

/** Segments the structure API uses after /structure/, beside /structure/{moduleSlug}. */
const STRUCTURE_API_SEGMENTS = ['module', 'page', 'block', 'field', 'permissions', 'templates', 'revert', 'datascheme', 'dataschema', 'powerup'];

/**
 * Module slugs that would collide with a route of the runtime, the server or the structure API.
 * Lower case, and compared in lower case: the runtime's router matches paths case-insensitively,
 * so a module 'autologin' would meet the route /autoLogIn.
 */
export const RESERVED_MODULE_SLUGS: ReadonlySet<string> = new Set(
  [...APP_ROUTE_SEGMENTS, ...SERVER_SEGMENTS, ...STRUCTURE_API_SEGMENTS].map((segment) => segment.toLowerCase()),
);

/** Page slugs that cannot be used inside a module: 404 is the not-found page. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set([NOT_FOUND_SLUG]);

/** True when `slug` is well-formed and free for a module. */
export function isValidModuleSlug(slug: string): boolean {
  return isSlug(slug) && !RESERVED_MODULE_SLUGS.has(slug.toLowerCase());
}

/** True when `slug` is well-formed and free for a page. */
export function isValidPageSlug(slug: string): boolean {
  return isSlug(slug) && !RESERVED_PAGE_SLUGS.has(slug);
}
