// The one definition of a slug's form: `page.schema.json#/$defs/slug`, which module, page and
// site-file schemas reference. Code that checks a slug outside a JSON Schema reads it from here
// (its values generated from the schema, generated/slug-rules.ts).
import { SLUG_SCHEMA } from '../generated/slug-rules.ts';

/** The slug's JSON Schema (type, pattern, maxLength), e.g. for a route's path parameter. */
export { SLUG_SCHEMA };

/** Lower-case letters, digits and dashes, not starting with a dash. */
export const SLUG_PATTERN = new RegExp(SLUG_SCHEMA.pattern);

/** The longest slug, in characters. */
export const SLUG_MAX_LENGTH = SLUG_SCHEMA.maxLength;

/** True when `slug` has the form of a slug (reserved or not). */
export function isSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(slug);
}
