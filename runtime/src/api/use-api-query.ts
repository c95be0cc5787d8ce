import { useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { ApiError } from './api-error.ts';
import { api } from './api.ts';
import type { ApiClient, QueryParams } from './client.ts';

/** Which GET useApiQuery reads. */
export interface ApiQueryOptions {
  query?: QueryParams;
  /** No global loading indicator. */
  quiet?: boolean;
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

/**
 * Reads a GET through the reply cache: the cached reply at once, then the fresh one; refetched
 * when `invalidate` covers its path. A dirty reply stays on a screen that already shows it
 * until the fresh one arrives, but a newly mounted reader waits for the fresh one.
 * @param path null reads nothing (for a call that waits on something else).
 * @example const { data: settings } = useApiQuery<AppSettings>('settings');
 */
export function useApiQuery<Reply>(path: string | null, options: ApiQueryOptions = {}): ApiQueryState<Reply> {
  const client = options.client ?? api;
  const key = path === null ? null : client.keyOf('GET', path, options.query);

  const subscribe = useCallback((listener: () => void) => (key === null ? () => {} : client.subscribe(key, listener)), [client, key]);
  const entry = useSyncExternalStore(subscribe, () => (key === null ? undefined : client.peek(key)));
  const [shown, setShown] = useState<unknown>(undefined);
  if (entry && !entry.dirty && entry.value !== shown) setShown(entry.value);
  const data = entry && (!entry.dirty || entry.value === shown) ? (entry.value as Reply) : undefined;

  const [failure, setFailure] = useState<{ key: string; error: ApiError } | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  useEffect(() => (key === null ? undefined : client.onInvalidate(key, () => setGeneration((current) => current + 1))), [client, key]);

  // The key names path and query, so the call reads them without re-running on equal new objects.
  const load = useEffectEvent(() => (path === null ? null : client.get(path, { query: options.query, quiet: options.quiet })));
  useEffect(() => {
    const loading = load();
    if (key === null || loading === null) return;
    let current = true;
    loading.then(
      () => current && setFailure(undefined),
      (error: unknown) => current && setFailure({ key, error: asApiError(error) }),
    );
    return () => { current = false; };
  }, [client, key, generation]);

  const error = failure?.key === key ? failure.error : undefined;
  return { data, error, loading: data === undefined && error === undefined };
}
