// Generates schemas/src/generated/model.ts from schemas/schemas/*.schema.json.
// `--check` regenerates in memory and fails when the committed file differs (CI drift check).
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

const root = join(import.meta.dirname, '..');
const schemaDir = join(root, 'schemas');
const outFile = join(root, 'src', 'generated', 'model.ts');
const ID_BASE = 'https://schemas.tessera.dev/';

const files = readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json')).sort();
const byId = new Map(files.map((f) => [ID_BASE + f, JSON.parse(readFileSync(join(schemaDir, f), 'utf8')) as JSONSchema]));

/** Every schema file, and every titled definition inside one, becomes a named export. */
const entries: Record<string, JSONSchema> = {};
for (const file of files) {
  const schema = byId.get(ID_BASE + file)!;
  if (schema.title && schema.type) entries[file] = { $ref: ID_BASE + file };
  for (const [name, def] of Object.entries((schema.$defs ?? {}) as Record<string, JSONSchema>)) {
    if (def.title) entries[`${file}#${name}`] = { $ref: `${ID_BASE}${file}#/$defs/${name}` };
  }
}

const banner = `/* eslint-disable */
/**
 * GENERATED FILE: do not edit. Run \`npm run gen\` after changing schemas/schemas/*.schema.json.
 */`;

const source = await compile(
  { title: 'TesseraModel', type: 'object', additionalProperties: false, properties: entries } as JSONSchema,
  'TesseraModel',
  {
    bannerComment: banner,
    additionalProperties: false,
    unreachableDefinitions: false,
    strictIndexSignatures: true,
    format: true,
    cwd: schemaDir,
    $refOptions: {
      resolve: {
        tessera: {
          order: 1,
          canRead: (file: { url: string }) => file.url.startsWith(ID_BASE),
          read: (file: { url: string }) => readFileSync(join(schemaDir, file.url.slice(ID_BASE.length).split('#')[0]!), 'utf8'),
        },
        http: false,
        file: false,
      },
    } as never,
  },
);

if (process.argv.includes('--check')) {
  const committed = readFileSync(outFile, 'utf8');
  if (committed !== source) {
    console.error('schemas/src/generated/model.ts is out of date: run `npm run gen` and commit the result.');
    process.exit(1);
  }
  console.log('generated types are up to date');
} else {
  writeFileSync(outFile, source);
  console.log(`wrote ${outFile}`);
}
