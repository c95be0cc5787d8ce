// @tessera/schemas: the model's types, its validator and the pure functions over it.
// Browser-safe: nothing here touches Node built-ins (see ./site-files for the Node-only entry).
export type * from './generated/model.ts';
export { ajv, validatorFor, describeErrors, type SchemaProblem } from './ajv.ts';
export { allSchemas, schemaRef, SCHEMA_ID_BASE } from './all-schemas.ts';
export { RESERVED_MODULE_SLUGS, RESERVED_PAGE_SLUGS, SLUG_PATTERN, isValidModuleSlug, isValidPageSlug } from './slugs/reserved.ts';
