// Writes a value at a dot path inside a JSON object, without touching the original.
import { appError } from '../../errors.ts';

type JsonObject = Record<string, unknown>;

// Writing these would reach Object.prototype instead of the data.
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of `target` with `value` at `path` (objects created on the way; a non-object in the way
 * is replaced). `null` removes the key, as profile saves drop null values.
 */
export function setAtPath(target: JsonObject, path: readonly string[], value: unknown): JsonObject {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error('setAtPath needs a non-empty path');
  if (FORBIDDEN.has(head)) throw appError('BAD_REQUEST', `path may not contain '${head}'`);
  const next = rest.length > 0 ? setAtPath(isObject(target[head]) ? target[head] : {}, rest, value) : value;
  const { [head]: _previous, ...others } = target;
  return next === null ? others : { ...others, [head]: next };
}
