// Every JSON Schema of the model, for registering with a validator or an OpenAPI document. The
// list is generated from the folder (schemas/schemas/, see generated/schema-files.ts).
import { schemaFiles, type SchemaFileName } from './generated/schema-files.ts';

export type { SchemaFileName } from './generated/schema-files.ts';

export const SCHEMA_ID_BASE = 'https://schemas.tessera.dev/';

/** The schemas, each with its absolute `$id` (SCHEMA_ID_BASE + its path under schemas/schemas/). */
export const allSchemas: ReadonlyArray<{ $id: string } & Record<string, unknown>> = Object.values(schemaFiles);

/** `schemaRef('page')` → the $id of page.schema.json; `schemaRef('api/init', 'initReply')` → a definition inside api/init.schema.json. */
export function schemaRef(file: SchemaFileName, def?: string): string {
  return `${SCHEMA_ID_BASE}${file}.schema.json${def ? `#/$defs/${def}` : ''}`;
}
