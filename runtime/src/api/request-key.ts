// How a call is named: the URL's query string, the cache key (path + parameters, + body for a
// POST) and whether a key falls under a prefix that invalidate/markDirty names.

/** Query parameters; undefined values are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The path without its leading slash: 'structure/page/3'. */
export function normalizePath(path: string): string {
  return path.replace(/^\/+/, '');
}

/** '?a=1&b=2' with the names sorted (so equal parameters give equal keys), or '' when none. */
export function searchOf(query: QueryParams | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * The cache key of a call: 'GET structure/page/3?x=1', and for a POST its JSON body after a
 * newline. Two calls with the same key get the same reply.
 */
export function requestKey(method: HttpMethod, path: string, query?: QueryParams, body?: unknown): string {
  const target = `${method} ${normalizePath(path)}${searchOf(query)}`;
  return body === undefined ? target : `${target}\n${JSON.stringify(body)}`;
}

/**
 * Whether the key's path is `prefix` or lies under it, on segment boundaries: 'structure'
 * covers 'structure/page/3' and 'structure?x=1', and 'structure/page/1' does not cover
 * 'structure/page/10'. Both methods are covered.
 */
export function keyHasPrefix(key: string, prefix: string): boolean {
  const path = key.slice(key.indexOf(' ') + 1);
  const wanted = normalizePath(prefix);
  if (!path.startsWith(wanted)) return false;
  if (wanted === '' || wanted.endsWith('/')) return true;
  const next = path.charAt(wanted.length);
  return next === '' || next === '/' || next === '?' || next === '\n';
}
