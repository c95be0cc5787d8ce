// The model's schema files: every *.schema.json under schemas/schemas/, subfolders included.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { JSONSchema } from 'json-schema-to-typescript';

export const ID_BASE = 'https://schemas.tessera.dev/';
export const SCHEMA_DIR = join(import.meta.dirname, '..', '..', 'schemas');

export interface SchemaFile {
  /** The path under schemas/schemas/ without `.schema.json`: 'page', 'api/auth'. */
  name: string;
  /** The path under schemas/schemas/: 'api/auth.schema.json'. */
  path: string;
  /** ID_BASE + path, which is also the schema's `$id`. */
  id: string;
  schema: JSONSchema;
}

/** Every schema file, sorted by path; throws when a file's `$id` is not ID_BASE + its path. */
export function readSchemaTree(): SchemaFile[] {
  const paths = readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => path.endsWith('.schema.json'))
    .sort();
  return paths.map((path) => {
    const schema = JSON.parse(readFileSync(join(SCHEMA_DIR, path), 'utf8')) as JSONSchema;
    const id = ID_BASE + path;
    if (schema.$id !== id) throw new Error(`${path}: $id must be ${id}, not ${String(schema.$id)}`);
    return { name: path.slice(0, -'.schema.json'.length), path, id, schema };
  });
}

/** A schema file or a titled definition in one: each becomes a named type (and a typed $ref). */
export interface TitledSchema {
  /** The title json-schema-to-typescript names the type after. */
  title: string;
  /** The absolute $ref: the file's id, plus `#/$defs/<name>` for a definition. */
  ref: string;
}

/** Files with a title and a type, and every titled definition: what model.ts and model-refs.ts export. */
export function titledSchemas(files: readonly SchemaFile[]): TitledSchema[] {
  return files.flatMap(({ id, schema }) => [
    ...(schema.title && schema.type ? [{ title: schema.title, ref: id }] : []),
    ...Object.entries((schema.$defs ?? {}) as Record<string, JSONSchema>)
      .filter(([, def]) => def.title)
      .map(([name, def]) => ({ title: def.title!, ref: `${id}#/$defs/${name}` })),
  ]);
}
