// The `$schema` of each site file and the schema files it points at, so editors autocomplete and
// check site files offline: the schemas are written into the site (SITE_SCHEMAS_FOLDER) and every
// file names its schema by a path relative to itself. `tessera init` and `tessera export` both
// write them through here, so a file's `$schema` is the same whoever wrote it.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { SCHEMA_ID_BASE, allSchemas } from '../all-schemas.ts';
import type { SiteFileKind } from './read-json-file.ts';

/** The folder of a site directory holding copies of the site files' JSON Schemas. */
export const SITE_SCHEMAS_FOLDER = '.schemas';

const KINDS: ReadonlyArray<[RegExp, SiteFileKind]> = [
  [/^site\.json$/, 'site-file'],
  [/^modules\/[^/]+\/module\.json$/, 'module-file'],
  [/^modules\/[^/]+\/pages\/[^/]+\.json$/, 'page-file'],
  [/^brands\/[^/]+\.json$/, 'brand-file'],
  [/^i18n\/[^/]+\.json$/, 'site-translations-file'],
];

/** The kind of a site file from its path relative to the site directory ('/'-separated); null for anything else. */
export function siteFileKind(file: string): SiteFileKind | null {
  return KINDS.find(([pattern]) => pattern.test(file))?.[1] ?? null;
}

/**
 * The `$schema` value of the site file `file` (relative to the site directory, '/'-separated):
 * its schema in SITE_SCHEMAS_FOLDER, relative to the file. `modules/home/pages/welcome.json` →
 * `../../../.schemas/page-file.schema.json`. Null for a path that is no site file.
 */
export function siteFileSchemaRef(file: string): string | null {
  const kind = siteFileKind(file);
  if (!kind) return null;
  const depth = file.split('/').length - 1;
  return `${depth === 0 ? './' : '../'.repeat(depth)}${SITE_SCHEMAS_FOLDER}/${kind}.schema.json`;
}

/** `value` as the site file `file` is written: its `$schema` first, then its own keys (any `$schema` it held replaced). */
export function withSchemaRef<T extends object>(file: string, value: T): T & { $schema?: string } {
  const { $schema: _, ...rest } = value as T & { $schema?: string };
  const ref = siteFileSchemaRef(file);
  return (ref ? { $schema: ref, ...rest } : rest) as T & { $schema?: string };
}

/** The text of the site file `file` holding `value`: withSchemaRef's value as 2-space JSON with a final newline. */
export function siteFileText(file: string, value: object): string {
  return `${JSON.stringify(withSchemaRef(file, value), null, 2)}\n`;
}

/**
 * The files of SITE_SCHEMAS_FOLDER: the site files' schemas and every schema they reference, by
 * path relative to the site directory, as JSON text. Their `$id` is left out so editors resolve
 * each `$ref` against the copy's own location, never against the web.
 */
export function siteSchemaFiles(): Array<{ path: string; content: string }> {
  const byId = new Map(allSchemas.map((schema) => [schema.$id, schema]));
  const wanted = KINDS.map(([, kind]) => `${SCHEMA_ID_BASE}${kind}.schema.json`);
  const found = new Set<string>();
  while (wanted.length > 0) {
    const id = wanted.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    for (const ref of externalRefs(byId.get(id))) wanted.push(new URL(ref, id).href.replace(/#.*$/, ''));
  }
  return [...found].sort().map((id) => {
    const { $id: _, ...schema } = byId.get(id)!;
    return { path: `${SITE_SCHEMAS_FOLDER}/${id.slice(SCHEMA_ID_BASE.length)}`, content: `${JSON.stringify(schema, null, 2)}\n` };
  });
}

/** Every `$ref` of `value` that names another file. */
function externalRefs(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => (key === '$ref' && typeof child === 'string' && !child.startsWith('#') ? [child] : externalRefs(child)));
}

/** Writes (or refreshes) SITE_SCHEMAS_FOLDER in the site directory `dir`. */
export async function writeSiteSchemas(dir: string): Promise<void> {
  const files = siteSchemaFiles();
  await Promise.all([...new Set(files.map(({ path }) => dirname(join(dir, path))))].map((folder) => mkdir(folder, { recursive: true })));
  await Promise.all(files.map(({ path, content }) => writeFile(join(dir, path), content)));
}
