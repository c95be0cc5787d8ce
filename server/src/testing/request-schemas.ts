// Walking a route's request schemas in tests: resolving the model's $refs, finding arrays, and
// building the largest body a schema accepts (every array full, every string at its longest).
import { allSchemas } from '@tessera/schemas';

type Schema = Record<string, unknown>;

const isSchema = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const byId = new Map<string, Schema>(allSchemas.map((schema) => [schema.$id, schema]));

/** A schema together with the $id its relative $refs resolve against. */
interface Located {
  schema: Schema;
  base: string;
}

/** Follows `$ref`s (absolute, or relative to `base`) until a schema without one. */
export function resolve(schema: Schema, base = ''): Located {
  let current: Located = { schema, base };
  for (let hops = 0; typeof current.schema.$ref === 'string'; hops++) {
    if (hops > 20) throw new Error(`$ref loop at ${String(current.schema.$ref)}`);
    const url = new URL(current.schema.$ref as string, current.base || undefined);
    const file = byId.get(`${url.origin}${url.pathname}`);
    if (!file) throw new Error(`Unknown schema ${url.href}`);
    const pointer = decodeURIComponent(url.hash.slice(1));
    const target = pointer.split('/').slice(1).reduce<unknown>((node, key) => (node as Schema)[key.replaceAll('~1', '/').replaceAll('~0', '~')], file);
    if (!isSchema(target)) throw new Error(`Unresolvable $ref ${url.href}`);
    current = { schema: target, base: file.$id as string };
  }
  return current;
}

/** The subschemas of `schema` (properties, items, combinators) that a value inside it is checked against. */
function children({ schema, base }: Located): Located[] {
  const subschemas: unknown[] = [
    ...Object.values(isSchema(schema.properties) ? schema.properties : {}),
    schema.items, schema.additionalProperties, schema.then, schema.else,
    ...(['allOf', 'anyOf', 'oneOf', 'prefixItems'] as const).flatMap((key) => (Array.isArray(schema[key]) ? schema[key] as unknown[] : [])),
  ];
  return subschemas.filter(isSchema).map((sub) => resolve(sub, base));
}

/** Every array schema reachable from `schema`, each once. */
export function arraysIn(schema: Schema): Schema[] {
  const found: Schema[] = [];
  const seen = new Set<Schema>();
  const visit = (located: Located): void => {
    if (seen.has(located.schema)) return;
    seen.add(located.schema);
    const { type } = located.schema;
    if (type === 'array' || (Array.isArray(type) && type.includes('array')) || 'items' in located.schema) found.push(located.schema);
    children(located).forEach(visit);
  };
  visit(resolve(schema));
  return found;
}

/** A value for a slot the schema leaves open (any JSON): small, as the body limit bounds those, not the schema. */
const OPEN_VALUE = 'x';
/** The length of a string whose schema sets no maximum. */
const UNBOUNDED_STRING = 256;
const EXAMPLES_BY_FORMAT: Readonly<Record<string, string>> = {
  'date-time': '9999-12-31T23:59:59.999+00:00',
  email: `${'a'.repeat(64)}@${'b'.repeat(60)}.example`,
  uri: 'https://example.org/',
};

/** The longest of `values` by their JSON. */
const longest = <T>(values: readonly T[]): T | undefined => [...values].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length)[0];

/** The longest string `s` accepts: an address at maxLength, its format's example, a run of x's at maxLength, or its longest example that matches its pattern. */
function longestString(s: Schema): string {
  // An address as long as the schema lets it be.
  if (s.format === 'uri') return EXAMPLES_BY_FORMAT.uri!.padEnd(Number(s.maxLength ?? UNBOUNDED_STRING), 'x');
  const example = typeof s.format === 'string' ? EXAMPLES_BY_FORMAT[s.format] : undefined;
  if (example !== undefined) return example;
  const run = 'x'.repeat(Number(s.maxLength ?? UNBOUNDED_STRING));
  if (typeof s.pattern !== 'string') return run;
  const pattern = new RegExp(s.pattern, 'u');
  const examples = Array.isArray(s.examples) ? s.examples as string[] : [];
  const found = [run, ...[...examples].sort((a, b) => b.length - a.length)].find((candidate) => pattern.test(candidate));
  if (found === undefined) throw new Error(`No x's match /${s.pattern}/: give the schema examples of its longest value`);
  return found;
}

/** `items` made distinct where an array's uniqueItems asks: numbers counted down, strings ending in their index. */
function distinct(items: unknown[]): unknown[] {
  return items.map((item, index) => {
    if (typeof item === 'number') return item - index;
    if (typeof item === 'string') return `${item.slice(0, Math.max(0, item.length - String(index).length))}${index}`;
    return item;
  });
}

/**
 * The largest value `schema` accepts, as an attacker would send it: arrays at maxItems, strings at
 * maxLength, integers at their maximum, every property present and open objects filled to
 * maxProperties (or with every name their propertyNames enumerate). allOf's parts are merged; of
 * anyOf's and oneOf's branches the largest is taken, a branch back into a schema being built
 * (a rule group inside a rule group) left out, as the body limit, not the schema, bounds how deep
 * such trees go. Conditions (if/then) are not followed: check the result with the route's validator.
 */
export function largestInstance(schema: Schema, base = '', building: ReadonlySet<Schema> = new Set()): unknown {
  const located = resolve(schema, base);
  const s = located.schema;
  if (building.has(s)) throw new Error('A schema holds itself outside anyOf or oneOf: it has no largest value');
  const within = new Set(building).add(s);
  const inner = (sub: unknown) => (isSchema(sub) ? largestInstance(sub, located.base, within) : OPEN_VALUE);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return longest(s.enum);
  const choices = (Array.isArray(s.anyOf) ? s.anyOf : Array.isArray(s.oneOf) ? s.oneOf : []).filter(isSchema);
  if (s.type === undefined && choices.length > 0) {
    const open = choices.filter((choice) => !within.has(resolve(choice, located.base).schema));
    return longest(open.map(inner));
  }
  if (Array.isArray(s.allOf)) {
    // A schema narrowing others (`allOf: [{ $ref }], required: [...]`): their values, objects merged.
    // Conditions (if/then) only narrow what the schema's own properties allow: the test checks the result against them.
    const { allOf, ...own } = s;
    const narrowing = (allOf as unknown[]).filter(isSchema).filter((part) => !('if' in part));
    const parts = [...narrowing.map(inner), ...(own.type === undefined && own.properties === undefined ? [] : [inner(own)])];
    const objects = parts.filter(isSchema);
    return objects.length === parts.length ? Object.assign({}, ...objects) as Schema : parts[0];
  }
  // Of several types, the largest value of any of them (a property that is a string or a list).
  const types = Array.isArray(s.type) ? s.type.filter((t) => t !== 'null') : [];
  if (types.length > 1) return longest(types.map((t) => largestInstance({ ...s, type: t }, located.base, building)));
  const type = Array.isArray(s.type) ? types[0] : s.type;
  switch (type) {
    case 'array': {
      const itemSchema = isSchema(s.items) ? resolve(s.items, located.base).schema : undefined;
      // Unique items of an enum: as many of its values as fit, longest first.
      if (s.uniqueItems === true && Array.isArray(itemSchema?.enum)) {
        return [...itemSchema.enum].sort((a, b) => JSON.stringify(b).length - JSON.stringify(a).length).slice(0, Number(s.maxItems ?? 1));
      }
      const items = Array.from({ length: Number(s.maxItems ?? 1) }, () => inner(s.items));
      return s.uniqueItems === true ? distinct(items) : items;
    }
    case 'object': {
      const properties = isSchema(s.properties) ? s.properties : {};
      const value: Record<string, unknown> = Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, inner(sub)]));
      if (s.additionalProperties !== false) {
        const names = isSchema(s.propertyNames) ? resolve(s.propertyNames, located.base).schema.enum : undefined;
        const extra = Array.isArray(names)
          ? (names as string[]).filter((name) => !(name in value))
          : Array.from({ length: Math.max(0, Number(s.maxProperties ?? 0) - Object.keys(value).length) }, (_, index) => `key${index}`);
        const room = Math.max(0, Number(s.maxProperties ?? Infinity) - Object.keys(value).length);
        for (const name of extra.slice(0, room)) value[name] = inner(s.additionalProperties);
      }
      return value;
    }
    case 'string':
      return longestString(s);
    case 'integer':
    case 'number':
      return Number(s.maximum ?? 2147483647);
    case 'boolean':
      return true;
    default:
      return OPEN_VALUE;
  }
}

/**
 * A small value `schema` accepts, to vary one part at a time: required properties only (and optional ones up to minProperties), arrays with
 * one item (or minItems), strings at minLength (enums and consts as given).
 */
export function smallestInstance(schema: Schema, base = ''): unknown {
  const located = resolve(schema, base);
  const s = located.schema;
  const inner = (sub: unknown) => (isSchema(sub) ? smallestInstance(sub, located.base) : OPEN_VALUE);
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.allOf) && s.type === undefined) {
    // A schema narrowing another (`allOf: [{ $ref }], required: [...]`): the smallest of the two at once.
    const parts = s.allOf.filter(isSchema).map((part) => resolve(part, located.base));
    const required = [...parts.flatMap((part) => (Array.isArray(part.schema.required) ? part.schema.required as string[] : [])), ...(Array.isArray(s.required) ? s.required as string[] : [])];
    return smallestInstance({ ...Object.assign({}, ...parts.map((part) => part.schema)) as Schema, required }, parts[0]?.base ?? located.base);
  }
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'array':
      return Array.from({ length: Math.max(1, Number(s.minItems ?? 1)) }, () => inner(s.items));
    case 'object': {
      const properties = isSchema(s.properties) ? s.properties : {};
      const required = Array.isArray(s.required) ? s.required as string[] : [];
      // Optional properties, in order, as far as minProperties asks for more than the required ones.
      const optional = Object.keys(properties).filter((key) => !required.includes(key)).slice(0, Math.max(0, Number(s.minProperties ?? 0) - required.length));
      return Object.fromEntries([...required, ...optional].map((key) => [key, inner(properties[key])]));
    }
    case 'string':
      return typeof s.format === 'string' && s.format in EXAMPLES_BY_FORMAT ? EXAMPLES_BY_FORMAT[s.format] : 'x'.repeat(Math.max(1, Number(s.minLength ?? 1)));
    case 'integer':
    case 'number':
      return Number(s.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return OPEN_VALUE;
  }
}
