// site-file-validators.js (+ .d.ts): the validators of the five kinds of site file, compiled ahead
// of time with Ajv's standalone code, every error collected (allErrors) as the site loader reports
// them all. Compiling them at start cost `tessera validate` about 0.8 s of CPU on every run.
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';
import { GENERATED_BANNER } from './banner.ts';
import type { SchemaFile } from './schema-tree.ts';

/** The kinds, by the name of the validator each is exported as. */
export const SITE_FILE_VALIDATORS = {
  validateSiteFile: 'site-file',
  validateModuleFile: 'module-file',
  validatePageFile: 'page-file',
  validateBrandFile: 'brand-file',
  validateSiteTranslationsFile: 'site-translations-file',
} as const;

/** Ajv's ESM output still require()s its runtime helpers: import them instead. */
function esmHelpers(code: string): string {
  const imports: string[] = [];
  const esm = code
    .replace(/const (\w+) = require\("ajv\/dist\/runtime\/equal"\)\.default;/g, (_, name: string) => {
      imports.push(`import ${name} from 'fast-deep-equal';`);
      return '';
    })
    .replace(/const (\w+) = require\("ajv\/dist\/runtime\/ucs2length"\)\.default;/g, (_, name: string) => {
      // A CommonJS module whose export is `default`: Node hands over module.exports, bundlers may hand over the function.
      imports.push(`import ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';\nconst ${name} = typeof ucs2lengthModule === 'function' ? ucs2lengthModule : ucs2lengthModule.default;`);
      return '';
    });
  const left = /require\("([^"]+)"\)/.exec(esm);
  if (left) throw new Error(`A site file's validator needs ${left[1]}: import it in esmHelpers`);
  return `${[...new Set(imports)].join('\n')}\n${esm}`;
}

/** The sources of site-file-validators.js and site-file-validators.d.ts. */
export function siteFileValidatorSources(files: readonly SchemaFile[]): { js: string; dts: string } {
  const ajv = new Ajv2020({ code: { source: true, esm: true, optimize: true }, strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  for (const { schema } of files) ajv.addSchema(schema as object);
  const exports = Object.fromEntries(Object.entries(SITE_FILE_VALIDATORS).map(([name, kind]) => [name, `https://schemas.tessera.dev/${kind}.schema.json`]));
  const code = esmHelpers((standaloneCode as unknown as { default: typeof standaloneCode }).default(ajv, exports));
  const declarations = Object.entries(SITE_FILE_VALIDATORS).map(([name, kind]) => `/** Checks a ${kind}; its errors are left in \`${name}.errors\`. */\nexport declare const ${name}: ValidateFunction;`);
  return {
    js: `${GENERATED_BANNER}\n${code}\n`,
    dts: `${GENERATED_BANNER}\nimport type { ValidateFunction } from 'ajv';\n\n${declarations.join('\n')}\n`,
  };
}
