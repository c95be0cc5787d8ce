/* eslint-disable */
/**
 * GENERATED FILE: do not edit. Run `npm run gen` after changing a schema in schemas/schemas/ or
 * the contract's events (schemas/src/contract/events.ts).
 */
/** page.schema.json#/$defs/slug: the slug's JSON Schema (type, pattern, maxLength). */
export const SLUG_SCHEMA = {"type":"string","pattern":"^[a-z0-9][a-z0-9-]*$","maxLength":64} as const;

/** module.schema.json#/$defs/reservedModuleSlug. */
export const RESERVED_MODULE_SLUG_LIST: readonly string[] = ["404","settings","chat","admin","autologin","socialauth","space","app","api","signin","logout","module","page","block","field","permissions","templates","revert","datascheme","dataschema","powerup"];

/** page.schema.json#/$defs/reservedPageSlug. */
export const RESERVED_PAGE_SLUG_LIST: readonly string[] = ["404"];
