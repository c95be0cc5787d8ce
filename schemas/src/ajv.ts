// The one Ajv instance everyone validates with: every model schema registered by $id,
// formats on, all errors collected so a site file reports every problem at once.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { allSchemas, schemaRef, type SchemaFileName } from './all-schemas.ts';

export const ajv = new Ajv2020({ allErrors: true, strict: false, useDefaults: false });
addFormats.default(ajv);
for (const schema of allSchemas) ajv.addSchema(schema);

const cache = new Map<string, ValidateFunction>();

/** The compiled validator of a schema file or one of its definitions (see schemaRef). */
export function validatorFor(file: SchemaFileName, def?: string): ValidateFunction {
  const ref = schemaRef(file, def);
  let validate = cache.get(ref);
  if (!validate) {
    validate = ajv.getSchema(ref);
    if (!validate) throw new Error(`Unknown schema ${ref}`);
    cache.set(ref, validate);
  }
  return validate;
}

export interface SchemaProblem {
  /** JSON Pointer into the validated value, '' for the root. */
  path: string;
  message: string;
}

/** Readable problems from Ajv's errors, one per failing keyword. */
export function describeErrors(errors: ErrorObject[] | null | undefined): SchemaProblem[] {
  return (errors ?? []).map((e) => {
    const extra = e.keyword === 'additionalProperties' ? ` '${String(e.params.additionalProperty)}'`
      : e.keyword === 'enum' ? `: ${(e.params.allowedValues as unknown[]).join(', ')}` : '';
    // The model's schemas use `not` only for reserved words (slugs), where Ajv's "must NOT be valid" says nothing.
    const message = e.keyword === 'not' ? 'is reserved: choose another' : e.message ?? 'is invalid';
    return { path: e.instancePath, message: `${message}${extra}` };
  });
}
