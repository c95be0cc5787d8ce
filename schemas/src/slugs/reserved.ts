import moduleSchema from '../../schemas/module.schema.json' with { type: 'json' };
import pageSchema from '../../schemas/page.schema.json' with { type: 'json' };

/**
 * Module slugs that would collide with a route of the runtime (`/settings`, `/chat`, …) or of the
 * structure API (`structure/module/…`, `structure/page/…`). `404` is the not-found module. Read
 * from module.schema.json, which refuses them in every module record.
 */
export const RESERVED_MODULE_SLUGS: ReadonlySet<string> = new Set(moduleSchema.$defs.reservedModuleSlug.enum);

/** Page slugs that cannot be used inside a module (page.schema.json): 404 is the not-found page. */
export const RESERVED_PAGE_SLUGS: ReadonlySet<string> = new Set(pageSchema.$defs.reservedPageSlug.enum);

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** True when `slug` is well-formed and free for a module. */
export function isValidModuleSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && slug.length <= 64 && !RESERVED_MODULE_SLUGS.has(slug.toLowerCase());
}

/** True when `slug` is well-formed and free for a page. */
export function isValidPageSlug(slug: string): boolean {
  return SLUG_PATTERN.test(slug) && slug.length <= 64 && !RESERVED_PAGE_SLUGS.has(slug);
}
