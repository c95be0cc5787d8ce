// The one Ajv set-up everyone validates with: every model schema registered by $id, formats on.
// modelAjv collects all errors so a site file reports every problem at once; the
// server makes its own instances for requests (first error stops) with createModelAjv.
import { Ajv2020, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { allSchemas, schemaRef, type SchemaFileName } from './all-schemas.ts';
import { isStorableDateTime } from './dates/storable-date-time.ts';

export { describeErrors, type SchemaProblem } from './describe-errors.ts';

export interface ModelAjvOptions extends Pick<Options, 'allErrors' | 'coerceTypes' | 'validateSchema'> {
  /** Adjusts each model schema before it is registered (the server bounds numbers for requests). */
  transform?: (schema: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * A draft 2020-12 Ajv with the model's formats and every model schema by $id. `date-time` is
 * RFC 3339 narrowed to instants JavaScript and PostgreSQL both hold (isStorableDateTime).
 */
export function createModelAjv({ transform = (schema) => schema, ...options }: ModelAjvOptions = {}): Ajv2020 {
  const instance = new Ajv2020({ strict: false, useDefaults: false, ...options });
  addFormats.default(instance);
  instance.addFormat('date-time', { type: 'string', validate: isStorableDateTime });
  for (const schema of allSchemas) instance.addSchema(transform(schema));
  return instance;
}

let shared: Ajv2020 | undefined;

/**
 * The model's one Ajv, collecting all errors. Made on first use, as nothing needs it before the
 * server listens. The schemas are checked against the JSON Schema meta-schema where the server
 * builds its own instances (createModelAjv's default) and in ajv.test.ts; skipping that here saves
 * a short-lived process such as `tessera validate` most of its set-up (about 0.6 s of CPU).
 */
export function modelAjv(): Ajv2020 {
  return (shared ??= createModelAjv({ allErrors: true, validateSchema: false }));
}

const cache = new Map<string, ValidateFunction>();

/** The compiled validator of a schema file or one of its definitions (see schemaRef). */
export function validatorFor(file: SchemaFileName, def?: string): ValidateFunction {
  const ref = schemaRef(file, def);
  let validate = cache.get(ref);
  if (!validate) {
    validate = modelAjv().getSchema(ref);
    if (!validate) throw new Error(`Unknown schema ${ref}`);
    cache.set(ref, validate);
  }
  return validate;
}
