// The API client (spec data layer §1): versioned base path and bearer (./http.ts), identical
// simultaneous GETs merged, replies cached for 24 h and served first then refreshed unless dirty
// (./reply-cache.ts), and the global loading indicator for calls that are not quiet.
// Written by hand rather than on @tanstack/query-core: see docs/decisions/0006-api-cache.md.
import { createHttp, type HttpOptions, type HttpRequest } from './http.ts';
import { createKeyedListeners } from './keyed-listeners.ts';
import { createReplyCache, type CachedReply, type ReplyCache } from './reply-cache.ts';
import { keyHasPrefix, requestKey, type HttpMethod, type QueryParams } from './request-key.ts';

export type { QueryParams } from './request-key.ts';

/** How one call behaves. */
export interface RequestOptions<Reply> {
  query?: QueryParams;
  /** No global loading indicator for this call (background work: keepalive, audit, avatars). */
  quiet?: boolean;
  /**
   * Serve the reply from the local cache first (then refresh it) and store the fresh one.
   * @default true for GET, false for POST (most POSTs change something; reads such as
   * profile/collection opt in)
   */
  cache?: boolean;
  /** When a cached reply was served, called with the fresh reply if it differs. */
  onUpdate?(reply: Reply): void;
  /** The request outlives the page (sending on unload). */
  keepalive?: boolean;
}

/** What the client needs: the transport's options plus its cache and loading indicator. */
export interface ApiClientOptions extends HttpOptions {
  /** @default createReplyCache() (localStorage) */
  cache?: ReplyCache;
  /** Whose replies are cached (the account id), read at each call. @default () => '' */
  cacheOwner?(): string;
  /** Shows the loading indicator until `work` settles; called for every call that is not quiet. */
  trackLoading?(work: Promise<unknown>): void;
}

/**
 * Calls relative to the base URL ('init', 'structure/page/3'). Both reject with an ApiError
 * (already logged) when the reply is an error.
 */
export interface ApiClient {
  get<Reply>(path: string, options?: RequestOptions<Reply>): Promise<Reply>;
  /** Sends `body` as JSON. */
  post<Reply>(path: string, body: unknown, options?: RequestOptions<Reply>): Promise<Reply>;
  /**
   * Flags every cached reply under the path prefix dirty ('structure' covers
   * 'structure/page/3'): the next call for it goes to the network instead of the cache.
   */
  markDirty(prefix: string): void;
  /** markDirty, then refetches the prefix's keys that a mounted useApiQuery shows. */
  invalidate(prefix: string): void;
  /** Forgets every cached reply (logout). */
  clear(): void;
  /** The cache key of a call (see useApiQuery). */
  keyOf(method: HttpMethod, path: string, query?: QueryParams, body?: unknown): string;
  /** The reply cached for a key, even dirty; undefined when none or expired. */
  peek(key: string): CachedReply | undefined;
  /** Calls `listener` when the key's cached reply changes. */
  subscribe(key: string, listener: () => void): () => void;
  /** Calls `refetch` when invalidate covers the key. */
  onInvalidate(key: string, refetch: () => void): () => void;
}

/** Builds the API client; the app uses the single instance in ./api.ts. */
export function createApiClient(clientOptions: ApiClientOptions): ApiClient {
  const send = createHttp(clientOptions);
  const cache = clientOptions.cache ?? createReplyCache();
  const cacheOwner = clientOptions.cacheOwner ?? (() => '');
  const inFlight = new Map<string, Promise<unknown>>();
  const refreshing = new Map<string, Promise<unknown>>();
  const refetchers = createKeyedListeners();
  let nextTask: Array<() => void> = [];

  /** One network request per key while a GET is in flight; the reply is stored when `store`. */
  function fetchShared(key: string, request: HttpRequest, store: boolean): Promise<unknown> {
    const joined = request.method === 'GET' ? inFlight.get(key) : undefined;
    if (joined) return joined;
    const fresh = send(request).then((reply) => (store ? cache.write(key, reply.text, reply.value).value : reply.value));
    if (request.method !== 'GET') return fresh;
    inFlight.set(key, fresh);
    const forget = () => inFlight.delete(key);
    fresh.then(forget, forget);
    return fresh;
  }

  /**
   * The refresh after a cached reply was served. It starts in the next task, once per key, so a
   * burst of cached calls resolves without waiting for as many fetch() calls.
   */
  function refreshSoon(key: string, request: HttpRequest): Promise<unknown> {
    const queued = refreshing.get(key);
    if (queued) return queued;
    const fresh = new Promise<unknown>((resolve) => {
      if (nextTask.push(() => resolve(fetchShared(key, request, true))) > 1) return;
      setTimeout(() => {
        const tasks = nextTask;
        nextTask = [];
        refreshing.clear();
        for (const task of tasks) task();
      });
    });
    refreshing.set(key, fresh);
    return fresh;
  }

  function call<Reply>(method: HttpMethod, path: string, body: unknown, options: RequestOptions<Reply>): Promise<Reply> {
    const { query, quiet = false, onUpdate, keepalive } = options;
    const store = options.cache ?? method === 'GET';
    cache.setOwner(cacheOwner());
    const key = requestKey(method, path, query, body);
    const request: HttpRequest = { method, path, query, body, keepalive };
    const hit = store ? cache.servable(key) : undefined;
    const fresh = hit ? refreshSoon(key, request) : fetchShared(key, request, store);
    if (!quiet) clientOptions.trackLoading?.(fresh);
    if (!hit) return fresh as Promise<Reply>;
    // A failed refresh is already logged; the caller keeps the cached reply.
    fresh.then((reply) => reply !== hit.value && onUpdate?.(reply as Reply), () => {});
    return Promise.resolve(hit.value as Reply);
  }

  return {
    get: (path, options = {}) => call('GET', path, undefined, options),
    post: (path, body, options = {}) => call('POST', path, body, options),
    markDirty: (prefix) => cache.markDirty(prefix),
    invalidate(prefix) {
      cache.markDirty(prefix);
      for (const key of [...refetchers.keys()]) if (keyHasPrefix(key, prefix)) refetchers.notify(key);
    },
    clear: () => cache.clear(),
    keyOf: requestKey,
    peek: (key) => cache.peek(key),
    subscribe: (key, listener) => cache.subscribe(key, listener),
    onInvalidate: (key, refetch) => refetchers.add(key, refetch),
  };
}
