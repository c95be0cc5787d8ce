// Compiles the settings panel's forms (src/edit-mode/forms/form-schemas.ts) into precompiled rjsf
// validators under src/edit-mode/forms/generated/, one module per form plus an index that imports
// each lazily. Run by `npm run gen` (and checked by `npm run gen:check`) after the model's own
// generation. Why ahead of time: the app's CSP (script-src 'self') blocks Ajv's `new Function`.
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { emit, type Output } from '../../schemas/scripts/gen/outputs.ts';
import { allFormSchemas } from '../src/edit-mode/forms/form-schemas.ts';

const check = process.argv.includes('--check');
const outDir = join(import.meta.dirname, '..', 'src', 'edit-mode', 'forms', 'generated');
const banner = `/* eslint-disable */
/** GENERATED FILE: do not edit. Run \`npm run gen\` after changing a form or a block type's options schema. */`;

// String lengths count UTF-16 units (`unicode: false`, as the event validators do), which keeps
// Ajv's string-length helper out; `logger: false` hushes the warning that the option is deprecated.
const FORM_AJV_OPTIONS = { code: { esm: true, lines: false, optimize: true }, unicode: false, logger: false } as const;

/** Ajv's ESM output still require()s its runtime helpers: import them instead. */
function esmHelpers(code: string): string {
  const esm = code
    .replace(/const (\w+) = require\("ajv\/dist\/runtime\/equal"\)\.default;/g, "\nimport $1 from 'fast-deep-equal';\n");
  const left = /require\("([^"]+)"\)/.exec(esm);
  if (left) throw new Error(`A form's validator needs ${left[1]}: import it in esmHelpers`);
  // Imports must come first in a module; Ajv puts "use strict" and its exports before them.
  const imports = esm.match(/^import .*;$/gm) ?? [];
  return [...imports, esm.replace(/^import .*;$/gm, '').replace(/\n+/g, '')].join('\n');
}

function formOutputs(): Output[] {
  const schemas = allFormSchemas();
  const outputs = schemas.flatMap((schema): Output[] => {
    const code = esmHelpers(compileSchemaValidatorsCode(schema, { ajvOptionsOverrides: FORM_AJV_OPTIONS }));
    const names = [...code.matchAll(/export const (\w+)/g)].map((match) => match[1]);
    const declarations = names.map((name) => `export declare const ${name}: ValidatorFunctions[string];`).join('\n');
    return [
      { file: join(outDir, `${schema.$id}.js`), source: `${banner}\n${code}\n` },
      { file: join(outDir, `${schema.$id}.d.ts`), source: `${banner}\nimport type { ValidatorFunctions } from '@rjsf/validator-ajv8';\n${declarations}\n` },
    ];
  });
  const loaders = schemas.map(({ $id }) => `  ${$id}: () => import('./${$id}.js').then(functionsOf),`).join('\n');
  outputs.push({
    file: join(outDir, 'index.ts'),
    source: `${banner}
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** A generated module's exports: the validator functions by schema $id. */
const functionsOf = (module: object) => module as ValidatorFunctions;

/** Each form's precompiled validator functions, by the form schema's $id, imported when first used. */
export const formValidators: Record<string, () => Promise<ValidatorFunctions>> = {
${loaders}
};
`,
  });
  return outputs;
}

const outputs = formOutputs();
if (!check) {
  // A form that no longer exists leaves no stale validator behind.
  const current = new Set(outputs.map(({ file }) => file));
  for (const name of readdirSync(outDir)) if (!current.has(join(outDir, name))) rmSync(join(outDir, name));
}
const upToDate = outputs.map((output) => emit(output, check)).every(Boolean);
if (!upToDate) process.exit(1);
