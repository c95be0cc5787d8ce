// What a call by route key sends: the contract's types for each 'METHOD /path' key (import type
// only: the browser carries no contract), and the path with its {params} filled in.
import type { ApiRouteKey, ApiRoutes } from '@tessera/schemas';
import type { HttpMethod, QueryParams } from './request-key.ts';

/** The reply a route answers. */
export type ReplyOf<Key extends ApiRouteKey> = ApiRoutes[Key]['reply'];

/** An object with no properties: what a part is when it has none that are required. */
type Empty = Record<never, never>;

type Part<Name extends string, Value> = [Value] extends [undefined]
  ? { [P in Name]?: undefined }
  : Empty extends Value ? { [P in Name]?: Value } : { [P in Name]: Value };

/** The parts of a call the route takes: `params` for its {params}, `query`, `body`; required when the route needs them. */
export type CallParts<Key extends ApiRouteKey> =
  & Part<'params', ApiRoutes[Key]['params']>
  & Part<'query', ApiRoutes[Key]['query']>
  & Part<'body', ApiRoutes[Key]['body']>;

/** The request argument of a call, optional when the route needs nothing. */
export type PartsArgument<Key extends ApiRouteKey, Extra = object> =
  Empty extends CallParts<Key> ? [request?: CallParts<Key> & Extra] : [request: CallParts<Key> & Extra];

/** A route key's method and the path under the base URL, with its {params} filled in and encoded. */
export function resolveRoute(key: ApiRouteKey, params?: object): { method: HttpMethod; path: string } {
  const space = key.indexOf(' ');
  const values = (params ?? {}) as Record<string, string | number | boolean>;
  const path = key.slice(space + 1).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${key} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return { method: key.slice(0, space) as HttpMethod, path };
}

/** The query of a call, as the transport sends it. */
export const queryOf = (parts: { query?: unknown } | undefined): QueryParams | undefined => parts?.query as QueryParams | undefined;
