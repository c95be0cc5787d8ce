// Text PostgreSQL cannot store: a NUL character (text and jsonb refuse it) or an unpaired UTF-16
// surrogate (JSON's "\ud800" decodes to one; it has no UTF-8 form). Refused at the boundary for
// every part of every request, before any operation could fail on it with a 500.

const SUSPECT = /[\0\uD800-\uDFFF]/;
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a NUL character or an unpaired surrogate. */
export function isUnstorableText(text: string): boolean {
  // Paired surrogates (emoji) are common, and the exact test runs only where the quick one finds any.
  return SUSPECT.test(text) && UNSTORABLE.test(text);
}

/** Escapes in JSON text that decode to a NUL or a surrogate (an escaped backslash before one only errs on the safe side). */
const SUSPECT_ESCAPE = /\\u(?:0000|[dD][89a-fA-F])/;

/** Values parsed from JSON text found free of unstorable text, so the walk below can skip them. */
const knownStorable = new WeakSet<object>();

/**
 * Remembers `value` as free of unstorable text when the JSON `text` it was parsed from holds
 * neither such characters nor escapes of them: two regular expressions over the text instead of
 * a walk over every string of a large body (the CLI's apply sends megabytes).
 */
export function noteStorableWhenClean(text: string, value: unknown): void {
  if (value !== null && typeof value === 'object' && !SUSPECT.test(text) && !SUSPECT_ESCAPE.test(text)) knownStorable.add(value);
}

/** The path to the first unstorable string or property name, built only once one is found. */
function pathToUnstorable(value: unknown): Array<string | number> | undefined {
  if (typeof value === 'string') return isUnstorableText(value) ? [] : undefined;
  if (value === null || typeof value !== 'object' || knownStorable.has(value)) return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = pathToUnstorable(value[index]);
      if (found) return [index, ...found];
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return [key];
    const found = pathToUnstorable(item);
    if (found) return [key, ...found];
  }
  return undefined;
}

const UNSTORABLE_EVERYWHERE = new RegExp(UNSTORABLE.source, 'g');

/** A pointer segment as it can be written back in a message: ~ and / escaped, unstorable characters as \uXXXX. */
const escapePointer = (segment: string | number): string => String(segment).replaceAll('~', '~0').replaceAll('/', '~1')
  .replace(UNSTORABLE_EVERYWHERE, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The JSON Pointer of the first string or property name in `value` that cannot be stored
 * ('/0/subject/type'; '' for `value` itself; bad characters in a property name as \u escapes), or
 * undefined. Recursive: bodies arrive through the depth-bounded JSON parser (json-body.ts);
 * params, query strings and headers are flat.
 */
export function findUnstorableText(value: unknown): string | undefined {
  return pathToUnstorable(value)?.map((segment) => `/${escapePointer(segment)}`).join('');
}
