// model.ts: a TypeScript type for every titled schema and definition (json-schema-to-typescript).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { GENERATED_BANNER } from './banner.ts';
import { ID_BASE, SCHEMA_DIR, type TitledSchema } from './schema-tree.ts';

/** The source of model.ts. */
export async function modelTypesSource(titled: readonly TitledSchema[]): Promise<string> {
  const properties = Object.fromEntries(titled.map(({ ref }) => [ref.slice(ID_BASE.length), { $ref: ref }]));
  return compile(
    { title: 'TesseraModel', type: 'object', additionalProperties: false, properties } as JSONSchema,
    'TesseraModel',
    {
      bannerComment: GENERATED_BANNER,
      additionalProperties: false,
      unreachableDefinitions: false,
      strictIndexSignatures: true,
      // maxItems bounds what a request may hold (decision 0016); as unions of tuples up to that
      // length it would only make the types unwieldy. minItems still makes non-empty tuples.
      maxItems: -1,
      format: true,
      cwd: SCHEMA_DIR,
      $refOptions: {
        resolve: {
          tessera: {
            order: 1,
            canRead: (file: { url: string }) => file.url.startsWith(ID_BASE),
            read: (file: { url: string }) => readFileSync(join(SCHEMA_DIR, file.url.slice(ID_BASE.length).split('#')[0]!), 'utf8'),
          },
          http: false,
          file: false,
        },
      } as never,
    },
  );
}
