// Generates schemas/src/generated/ from schemas/schemas/**/*.schema.json and the contract's events:
// the list of schema files, the model's types, typed $refs for the contract, the slug rules, and the events'
// payload validators; and the schema copies of the example sites (sites/*/.schemas). `--check` regenerates in memory and fails when a committed file differs.
import { mkdirSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { emit, type Output } from './gen/outputs.ts';
import { eventValidatorSources, type EventPayload } from './gen/event-validators.ts';
import { siteFileValidatorSources } from './gen/site-file-validators.ts';
import { modelRefsSource } from './gen/model-refs.ts';
import { modelTypesSource } from './gen/model-types.ts';
import { schemaListSource } from './gen/schema-list.ts';
import { slugRulesSource } from './gen/slug-rules.ts';
import { readSchemaTree, titledSchemas } from './gen/schema-tree.ts';

const check = process.argv.includes('--check');
const outDir = join(import.meta.dirname, '..', 'src', 'generated');
const out = (name: string, source: string): Output => ({ file: join(outDir, name), source });

const files = readSchemaTree();
const titled = titledSchemas(files);
const modelSource = await modelTypesSource(titled);
const modelOutputs = [
  out('schema-files.ts', schemaListSource(files)),
  out('model.ts', modelSource),
  out('model-refs.ts', modelRefsSource(titled, modelSource)),
  out('slug-rules.ts', slugRulesSource(files)),
];
let upToDate = modelOutputs.map((output) => emit(output, check)).every(Boolean);

// The contract reads model-refs.ts, so it is imported only once that is written.
const { serverEvents, clientEvents } = await import('../src/contract/events.ts');
const events: EventPayload[] = [
  ...Object.entries(serverEvents).map(([event, { payload }]) => ({ event, direction: 'server' as const, payload })),
  ...Object.entries(clientEvents).map(([event, { payload }]) => ({ event, direction: 'client' as const, payload })),
];
const validators = eventValidatorSources(files, events);
upToDate = [out('event-validators.js', validators.js), out('event-validators.d.ts', validators.dts)]
  .map((output) => emit(output, check)).every(Boolean) && upToDate;

const siteFileValidators = siteFileValidatorSources(files);
upToDate = [out('site-file-validators.js', siteFileValidators.js), out('site-file-validators.d.ts', siteFileValidators.dts)]
  .map((output) => emit(output, check)).every(Boolean) && upToDate;

// The example sites keep copies of the site files' schemas for editors (see site-file-schemas.ts),
// imported once schema-files.ts is written.
const { siteSchemaFiles } = await import('../src/site-files/site-file-schemas.ts');
const sitesDir = join(import.meta.dirname, '..', '..', 'sites');
for (const site of readdirSync(sitesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
  for (const { path, content } of siteSchemaFiles()) {
    const file = join(sitesDir, site.name, path);
    if (!check) mkdirSync(dirname(file), { recursive: true });
    upToDate = emit({ file, source: content }, check) && upToDate;
  }
}

if (!upToDate) process.exit(1);
if (check) console.log('generated files are up to date');
