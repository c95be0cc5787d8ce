// event-validators.js (+ .d.ts): the real-time events' payload validators, compiled ahead of time
// with Ajv's standalone code, so neither the browser nor the server compiles them and the browser
// carries no Ajv. String lengths count UTF-16 units (`unicode: false`), which keeps Ajv's
// string-length helper out; the one helper left, deep equality, is the library Ajv itself uses.
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { SchemaFile } from './schema-tree.ts';
import { GENERATED_BANNER } from './banner.ts';

/** One event of the contract: its name and payload schema. */
export interface EventPayload {
  event: string;
  direction: 'server' | 'client';
  payload: object;
}

/** 'items:changes' → 'isItemsChangesPayload'; 'CONNECTED_INSTANCE' → 'isConnectedInstancePayload'. */
export function guardName(event: string): string {
  const words = event.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return `is${words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')}Payload`;
}

/** Ajv's ESM output still require()s its runtime helpers: import them instead (the one in use so far). */
function esmHelpers(code: string): string {
  const esm = code.replace(/const (\w+) = require\("ajv\/dist\/runtime\/equal"\)\.default;/g, "import $1 from 'fast-deep-equal';");
  const left = /require\("([^"]+)"\)/.exec(esm);
  if (left) throw new Error(`An event payload's validator needs ${left[1]}: import it in esmHelpers`);
  return esm;
}

/** The sources of event-validators.js and event-validators.d.ts. */
export function eventValidatorSources(files: readonly SchemaFile[], events: readonly EventPayload[]): { js: string; dts: string } {
  // Ajv's draft-07 engine rather than its 2020-12 one: the model uses no keyword only 2020-12 has,
  // and the 2020-12 engine's code for `unevaluated*` assigns to each validator at load time, which
  // keeps every validator in the bundle even where only one is imported. `validateSchema: false`
  // lets it read schemas that name the 2020-12 dialect; `logger: false` hushes the warning that
  // `unicode` is deprecated (it still does what is wanted here).
  const ajv = new Ajv({ code: { source: true, esm: true, optimize: true }, strict: false, unicode: false, validateSchema: false, logger: false });
  for (const { schema } of files) ajv.addSchema(schema as object);
  const exports: Record<string, string> = {};
  for (const { event, direction, payload } of events) {
    const key = `tessera-event:${direction}:${event}`;
    // A copy each: Ajv's standalone code repeats a validator that several keys share by identity.
    ajv.addSchema(JSON.parse(JSON.stringify(payload)) as object, key);
    exports[guardName(event)] = key;
  }
  const code = esmHelpers((standaloneCode as unknown as { default: typeof standaloneCode }).default(ajv, exports));

  const declarations = events.map(({ event, direction }) => {
    const type = direction === 'server' ? 'ServerEventPayload' : 'ClientEventPayload';
    return `/** Whether a payload is what the contract says ${event} carries. */\nexport declare const ${guardName(event)}: (payload: unknown) => payload is ${type}<'${event}'>;`;
  });
  return {
    js: `${GENERATED_BANNER}\n${code}\n`,
    dts: `${GENERATED_BANNER}
import type { ClientEventPayload, ServerEventPayload } from '../contract/types.ts';

${declarations.join('\n')}
`,
  };
}
