import { RESERVED_MODULE_SLUG_LIST, RESERVED_PAGE_SLUG_LIST } from '../generated/slug-rules.ts';
import { isSlug } from './slug-rule.ts';

/** The slug of the not-found module and page: /404 shows the 404 panel (spec §2.1). */
export const NOT_FOUND_SLUG = '404';

/**
 * The first path segments of the runtime's own routes (runtime/src/app/AppRoutes.tsx), which a
 * module slug would otherwise shadow. A runtime test checks the route table against this list,
 * and that each is a reserved module slug.
 */
export const APP_ROUTE_SEGMENTS = ['settings', 'chat', 'admin', 'autoLogIn', 'socialAuth', 'space', NOT_FOUND_SLUG] as const;

/**
 * Module slugs that would collide with a route of the runtime (APP_ROUTE_SEGMENTS, in lower
 * case: the runtime's router matches paths case-insensitively), of the server (/app, /api, the
 * sign-in page) or of the structure API (structure/module/…). Generated from module.schema.json, which
 * refuses them in every module record the server writes.
 */
export const RESERVED_MODULE_SLUGS: ReadonlySet<string> = new Set(RESERVED_MODULE_SLUG_LIST);

/** Page slugs that cannot be used inside a module (page.schema.json): 404 is the not-found page. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set(RESERVED_PAGE_SLUG_LIST);

/** True when `slug` is well-formed and free for a module. */
export function isValidModuleSlug(slug: string): boolean {
  return isSlug(slug) && !RESERVED_MODULE_SLUGS.has(slug.toLowerCase());
}

/** True when `slug` is well-formed and free for a page. */
export function isValidPageSlug(slug: string): boolean {
  return isSlug(slug) && !RESERVED_PAGE_SLUGS.has(slug);
}
