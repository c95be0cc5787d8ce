// Where two JSON values differ, as JSON Pointers: the deepest object properties that differ; an
// array or a value of another kind counts as one change.
import { isDeepStrictEqual } from 'node:util';

const escape = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export function changedPaths(before: unknown, after: unknown, path = ''): string[] {
  // Most elements are unchanged: one native comparison answers them without walking their keys.
  if (isDeepStrictEqual(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedPaths(before[key], after[key], `${path}/${escape(key)}`));
  }
  return [path];
}
