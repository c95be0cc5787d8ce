import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import type { ApiGetKey } from '@tessera/schemas';
import { ApiError } from './api-error.ts';
import { api } from './api.ts';
import type { ApiClient, RequestOptions } from './client.ts';
import type { PartsArgument, ReplyOf } from './route-call.ts';

/** How useApiQuery reads, besides the route's parts (params, query). */
export interface ApiQueryOptions<Reply> {
  /** No global loading indicator. */
  quiet?: boolean;
  /** Keep the reply out of the local cache (an answer that must always come from the server). @default true */
  cache?: boolean;
  /**
   * A reply the caller already has (the first page, which came with GET /init): shown, and not
   * fetched until `invalidate` covers the key; the fresh reply then replaces it when it arrives.
   */
  initialData?: Reply;
  /** @default the app's client (./api.ts) */
  client?: ApiClient;
}

/** What useApiQuery gives: the reply (undefined until there is one) and the last call's error. */
export interface ApiQueryState<Reply> {
  data: Reply | undefined;
  error: ApiError | undefined;
  /** No reply yet and no error. */
  loading: boolean;
}

function asApiError(error: unknown): ApiError {
  return error instanceof ApiError ? error : new ApiError(0, 'Error', String(error));
}

/** A value that belongs to one cache key (so a new key starts afresh). */
type Keyed<T> = { key: string; value: T };
const forKey = <T>(keyed: Keyed<T> | undefined, key: string | null): T | undefined => (keyed && keyed.key === key ? keyed.value : undefined);

/**
 * Reads a GET route through the reply cache: the cached reply at once, then the fresh one;
 * refetched when `invalidate` covers its path. A dirty reply stays on a screen that already shows
 * it until the fresh one arrives, but a newly mounted reader waits for the fresh one.
 * @param key null reads nothing (for a call that waits on something else).
 * @example const { data: page, error } = useApiQuery('GET /structure/page/{id}', { params: { id } });
 */
export function useApiQuery<Key extends ApiGetKey>(key: Key | null, ...[request]: PartsArgument<Key, ApiQueryOptions<ReplyOf<Key>>>): ApiQueryState<ReplyOf<Key>> {
  const { client = api, initialData, ...callRequest } = (request ?? {}) as ApiQueryOptions<ReplyOf<Key>>;
  // The route's parts and the call's options (quiet, cache), as this hook's signature checked them.
  const call = [callRequest] as unknown as PartsArgument<Key, RequestOptions<ReplyOf<Key>>>;
  const cacheKey = key === null ? null : client.keyOf(key, ...call);

  const subscribe = useCallback((listener: () => void) => (cacheKey === null ? () => {} : client.subscribe(cacheKey, listener)), [client, cacheKey]);
  const entry = useSyncExternalStore(subscribe, () => (cacheKey === null ? undefined : client.peek(cacheKey)));
  const [shown, setShown] = useState<unknown>(undefined);
  if (entry && !entry.dirty && entry.value !== shown) setShown(entry.value);
  const cached = entry && (!entry.dirty || entry.value === shown) ? (entry.value as ReplyOf<Key>) : undefined;

  // The last reply this reader fetched: what it shows when the cache does not hold the reply
  // (cache: false, or the cache was cleared meanwhile).
  const [fetched, setFetched] = useState<Keyed<ReplyOf<Key>>>();
  const [failure, setFailure] = useState<Keyed<ApiError>>();
  const [invalidations, setInvalidations] = useState<Keyed<number>>();
  const invalidated = forKey(invalidations, cacheKey) ?? 0;
  useEffect(() => (cacheKey === null ? undefined : client.onInvalidate(cacheKey, () => {
    setInvalidations((current) => ({ key: cacheKey, value: (forKey(current, cacheKey) ?? 0) + 1 }));
  })), [client, cacheKey]);

  // The cache key names the route and its parts, so the call reads them without re-running on equal new objects.
  const load = useEffectEvent(() => (key === null ? null : client.call(key, ...call)));
  const hasInitialData = initialData !== undefined;
  useEffect(() => {
    if (cacheKey === null || (hasInitialData && invalidated === 0)) return;
    const loading = load();
    if (loading === null) return;
    let current = true;
    loading.then(
      (value) => {
        if (!current) return;
        setFetched({ key: cacheKey, value });
        setFailure(undefined);
      },
      (error: unknown) => current && setFailure({ key: cacheKey, value: asApiError(error) }),
    );
    return () => { current = false; };
  }, [client, cacheKey, hasInitialData, invalidated]);

  const fresh = callRequest.cache === false ? forKey(fetched, cacheKey) : cached ?? forKey(fetched, cacheKey);
  const data = hasInitialData && invalidated === 0 ? initialData : fresh ?? initialData;
  const error = forKey(failure, cacheKey);
  return { data, error, loading: data === undefined && error === undefined };
}
