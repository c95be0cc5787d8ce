/**
 * The value at a dot path inside `source` (`'address.city'`, `'tags.0'`), or undefined when any
 * step is missing. Only own properties are followed, so a path can never reach `__proto__` or
 * `constructor` of the objects it walks through.
 */
export function readPath(source: unknown, path: string): unknown {
  if (path === '') return source;
  let current: unknown = source;
  for (const step of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, step)) return undefined;
    current = (current as Record<string, unknown>)[step];
  }
  return current;
}
