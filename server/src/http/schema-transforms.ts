// Copies of the model's schemas adjusted for the tools that read them:
// - fast-json-stringify and @fastify/swagger do not resolve relative $refs against $id, so refs
//   are spelled out in full (withAbsoluteRefs);
// - fast-json-stringify drops properties an object schema does not list unless it says
//   `additionalProperties: true`, although JSON Schema allows them by default; serialising with
//   the schemas as written would silently lose data (block options, profile meta), so replies
//   are serialised with objects opened up (openObjects);
// - requests are validated with every number bounded to what the database stores
//   (withStorableNumbers).

type Schema = Record<string, unknown>;

const SCHEMA_MAPS = ['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_VALUES = ['additionalProperties', 'items', 'contains', 'not', 'if', 'then', 'else', 'propertyNames'];

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A shallow copy of `schema` with `change` applied to each of its direct subschemas. */
function mapSubschemas(schema: Schema, change: (subschema: unknown) => unknown): Schema {
  const copy: Schema = { ...schema };
  for (const key of SCHEMA_MAPS) {
    const map = schema[key];
    if (isSchema(map)) copy[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, change(sub)]));
  }
  for (const key of SCHEMA_LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) copy[key] = list.map(change);
  }
  for (const key of SCHEMA_VALUES) if (key in schema) copy[key] = change(schema[key]);
  return copy;
}

/** A copy with every $ref resolved against `baseId` (the $id of the schema file) and no `$schema`. */
export function withAbsoluteRefs(schema: unknown, baseId: string): unknown {
  if (!isSchema(schema)) return schema;
  const { $schema: _dialect, ...copy } = mapSubschemas(schema, (sub) => withAbsoluteRefs(sub, baseId));
  if (typeof copy.$ref === 'string') copy.$ref = new URL(copy.$ref, baseId).href;
  return copy;
}

/** A copy in which every object schema without `additionalProperties` allows unlisted properties. */
export function openObjects(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy = mapSubschemas(schema, openObjects);
  const isObject = schema.type === 'object' || isSchema(schema.properties);
  if (isObject && !('additionalProperties' in schema)) copy.additionalProperties = true;
  return copy;
}

/** PostgreSQL's `integer` (int4): ids, revisions and counts are stored in it. */
export const INT4 = { minimum: -2147483648, maximum: 2147483647 } as const;

const hasLowerBound = (schema: Schema): boolean => 'minimum' in schema || 'exclusiveMinimum' in schema;
const hasUpperBound = (schema: Schema): boolean => 'maximum' in schema || 'exclusiveMaximum' in schema;
const allowsType = (schema: Schema, type: string): boolean => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/**
 * A copy in which an integer without a bound of its own gets int4's, and any other number must be
 * finite (JSON's 1e999 parses to Infinity). A schema that means a wider column says so with its
 * own minimum and maximum.
 */
export function withStorableNumbers(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy = mapSubschemas(schema, withStorableNumbers);
  const range = allowsType(schema, 'integer') ? INT4 : allowsType(schema, 'number') ? { minimum: -Number.MAX_VALUE, maximum: Number.MAX_VALUE } : null;
  if (range) {
    if (!hasLowerBound(schema)) copy.minimum = range.minimum;
    if (!hasUpperBound(schema)) copy.maximum = range.maximum;
  }
  return copy;
}
