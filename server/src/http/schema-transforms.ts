// Copies of the model's schemas adjusted for the tools that read them:
// - fast-json-stringify and @fastify/swagger do not resolve relative $refs against $id, so refs
//   are spelled out in full (withAbsoluteRefs);
// - fast-json-stringify drops properties an object schema does not list unless it says
//   `additionalProperties: true`, although JSON Schema allows them by default; serialising with
//   the schemas as written would silently lose data (block options, profile meta), so replies
//   are serialised with objects opened up (openObjects).

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
