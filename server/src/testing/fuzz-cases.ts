// Malformed inputs for the fuzz test of the API (http/openapi-fuzz.test.ts): bodies, parameters
// and headers, built from a route's schemas. Values are JSON text where JSON itself cannot say
// them (1e999 reads as Infinity, duplicate keys, nesting deeper than any parser likes).

/** A bad JSON value, as the text sent. */
type JsonText = string;

const deepArray = (depth: number): JsonText => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number): JsonText => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const text = (value: string): JsonText => JSON.stringify(value);

/** Values of every wrong kind: types, text the database cannot store, sizes, depths, numbers and dates out of range. */
export const BAD_VALUES: readonly JsonText[] = [
  'null', 'true', 'false', '0', '-1', '1.5', '2147483648', '-2147483649', '9007199254740993', '1e999', '-1e999',
  text(''), text('\u0000'), text('a\u0000b'), text('\ud800'), text('\udc00x'), text('x'.repeat(100_000)),
  text('0000-01-01T00:00:00Z'), text('9999-12-31T23:59:60Z'), text('+275760-09-13T00:00:00Z'), text('2025-02-30T00:00:00Z'),
  '[]', '[null]', `[${text('javascript:alert(1)')}]`, '{}', '{"\\u0000":1}', '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}', deepArray(100), deepObject(5_000), `[${Array.from({ length: 50_000 }, () => '0').join(',')}]`,
  text('<script>alert(1)</script>'), text("' OR 1=1 --"),
];

/** Bodies that are not JSON at all, or not only JSON. */
export const BROKEN_JSON: readonly string[] = ['', '{', '{"a":1,}', 'nul', '\ufeff{}', '{"a":1}{"b":2}', '[1,2', 'NaN', 'undefined', '{"a":1,"a":2}'];

/** The few bad values tried on each property of a body (all of BAD_VALUES is tried on the whole body). */
const PROPERTY_VALUES: readonly JsonText[] = [
  'null', '2147483648', '1e999', '-1', text('a\u0000b'), text('\ud800'), text('x'.repeat(100_000)), text('0000-01-01T00:00:00Z'),
  '[]', '{}', deepArray(100), deepObject(5_000), '{"\\u0000":1}',
];

/**
 * Bodies for a route: every bad value and broken text as the whole body, then each property of
 * `baseline` (an object, or the first item of an array) set to each of a few bad values.
 */
export function badBodies(baseline: unknown): string[] {
  const bodies = [...BAD_VALUES, ...BROKEN_JSON];
  const inArray = Array.isArray(baseline);
  const item = inArray ? baseline[0] : baseline;
  if (item !== null && typeof item === 'object' && !Array.isArray(item)) {
    const keys = Object.keys(item);
    for (const key of keys.length > 0 ? keys : ['extra']) {
      for (const value of PROPERTY_VALUES) {
        const object = `{${[...keys.filter((k) => k !== key).map((k) => `${text(k)}:${JSON.stringify((item as Record<string, unknown>)[k])}`), `${text(key)}:${value}`].join(',')}}`;
        bodies.push(inArray ? `[${object}]` : object);
      }
    }
  }
  return bodies;
}

/** Path and query values, as they appear in the URL (percent-encoded where they must be). */
export const BAD_PARAMS: readonly string[] = [
  '', '-1', '0', '1.5', '2147483648', '-2147483649', '1e999', 'NaN', 'Infinity', '0x10', ' 1', '1;drop', 'true', 'null', '[]', '{}',
  '%00', 'ab%00cd', '%ED%A0%80', '%C0%80', '%FF', '%', '%zz', '%F0%9F%98%80', '..%2F..%2Fetc%2Fpasswd', '%2e%2e',
  'a'.repeat(5_000), '9'.repeat(400), '%3Cscript%3Ealert(1)%3C%2Fscript%3E', '%22%27%5C', '0000-01-01T00%3A00%3A00Z',
];

/** Query strings malformed as a whole, whatever the route reads from it. */
export const BAD_QUERIES: readonly string[] = [
  'a=1&a=2', 'a[]=1', 'a[0][0][0]=1', '__proto__[isAdmin]=true', 'constructor[prototype][x]=1', `${'a=1&'.repeat(2_000)}b=2`,
  '%', '%zz=1', '=1', '&&&', 'a=%ED%A0%80', 'a=%00',
];

/** Headers, each on its own, on an otherwise ordinary request. `authorization` ones replace the token. */
export const BAD_HEADERS: ReadonlyArray<Record<string, string>> = [
  { authorization: '' }, { authorization: 'Bearer' }, { authorization: 'Bearer ' }, { authorization: 'Basic dXNlcjpwYXNz' },
  { authorization: 'Bearer a.b.c' }, { authorization: `Bearer ${'a'.repeat(10_000)}` },
  { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
  { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzaWQiOiJ4IiwiYWNjIjoxfQ.c2lnbmF0dXJl' },
  { authorization: 'Bearer eyJhbGciOiJSUzI1NiJ9.e30.AAAA' }, { authorization: 'Bearer \u00ff\u00fe' }, { authorization: 'bearer  x  y' },
  { 'content-type': 'text/plain' }, { 'content-type': 'application/x-www-form-urlencoded' }, { 'content-type': 'multipart/form-data; boundary=x' },
  { 'content-type': 'application/json; charset=utf-16' }, { 'content-type': 'application/xml' }, { 'content-type': ';;;' },
  { 'content-type': 'application/json, text/plain' }, { accept: 'text/html' }, { accept: '*/*;q=abc' }, { 'accept-encoding': 'br;q=NaN, *;q=2' },
  { 'accept-language': 'x'.repeat(8_000) }, { 'x-forwarded-for': '1.1.1.1, junk, ::::' }, { 'x-forwarded-host': '\u00ff.example' },
  { cookie: 'tessera_signed_in=%00; tessera_known_browser=%ZZ; =; a' }, { origin: 'null' }, { referer: 'javascript:alert(1)' },
  { 'if-none-match': '*' }, { 'if-modified-since': 'yesterday' }, { range: 'bytes=99999999999-' }, { 'user-agent': '\u00ff'.repeat(4_000) },
  { 'x-http-method-override': 'DELETE' },
];
