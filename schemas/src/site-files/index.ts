// @tessera/schemas/site-files: reading a site directory from disk (Node only).
export { loadSite, loadSiteFrom } from './load-site.ts';
export { memorySource, type SiteSource } from './site-source.ts';
export { FILE_ID_OPTION, optionsWithFileIds } from './options-with-file-ids.ts';
export { walkFields, walkPageFields } from './walk-fields.ts';
export { isBlockRef, spotKey, walkPageBlocks } from './walk-blocks.ts';
export { qualifiedBlockReference, readBlockReference } from './block-reference.ts';
export type { SiteFileKind } from './read-json-file.ts';
export type { LoadedModule, LoadedPage, LoadedSite, SiteProblem } from './types.ts';
export { SITE_SCHEMAS_FOLDER, siteFileKind, siteFileSchemaRef, siteFileText, siteSchemaFiles, withSchemaRef, writeSiteSchemas } from './site-file-schemas.ts';
