/**
 * Structural equality of JSON-like values: primitives by `===`, arrays item by item in order,
 * plain objects key by key. Rule values come from JSON, so no other kinds need handling.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const aKeys = Object.keys(a);
  const bRecord = b as Record<string, unknown>;
  return aKeys.length === Object.keys(b).length
    && aKeys.every((key) => Object.hasOwn(b, key) && sameValue((a as Record<string, unknown>)[key], bRecord[key]));
}
