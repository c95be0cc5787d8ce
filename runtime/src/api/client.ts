// The API client (spec data layer §1): versioned base path and bearer (./http.ts), identical
// simultaneous GETs merged, replies cached for 24 h and served first then refreshed unless dirty
// (./reply-cache.ts), and the global loading indicator for calls that are not quiet.
// Written by hand rather than on @tanstack/query-core: see docs/decisions/0006-api-cache.md.
import type { ApiRouteKey } from '@tessera/schemas';
import { createHttp, type HttpOptions, type HttpRequest } from './http.ts';
import { createKeyedListeners } from './keyed-listeners.ts';
import { createReplyCache, type CachedReply, type ReplyCache } from './reply-cache.ts';
import { keyHasPrefix, requestKey, type HttpMethod } from './request-key.ts';
import { queryOf, resolveRoute, type CallParts, type PartsArgument, type ReplyOf } from './route-call.ts';

export type { QueryParams } from './request-key.ts';

/** How one call behaves. */
export interface RequestOptions<Reply> {
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
  /** Cancels the call; a cancellable call is never merged with another, nor cached. */
  signal?: AbortSignal;
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

/** A call's request: the parts its route takes (params, query, body) and how it behaves. */
export type CallRequest<Key extends ApiRouteKey> = CallParts<Key> & RequestOptions<ReplyOf<Key>>;

/**
 * Calls by route key, typed by the contract: parameters, query and body as the route takes them,
 * the reply as it answers. Rejects with an ApiError (already logged) when the reply is an error.
 */
export interface ApiClient {
  /**
   * One call: the route's {params} are filled in from `params` (encoded), the body sent as JSON.
   * @example api.call('GET /structure/page/{id}', { params: { id: 3 } })
   */
  call<Key extends ApiRouteKey>(key: Key, ...request: PartsArgument<Key, RequestOptions<ReplyOf<Key>>>): Promise<ReplyOf<Key>>;
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
  keyOf<Key extends ApiRouteKey>(key: Key, ...request: PartsArgument<Key>): string;
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

  function request<Reply>(method: HttpMethod, path: string, parts: { query?: unknown; body?: unknown } & RequestOptions<Reply>): Promise<Reply> {
    const { body, quiet = false, onUpdate, keepalive, signal } = parts;
    const query = queryOf(parts);
    const store = !signal && (parts.cache ?? method === 'GET');
    cache.setOwner(cacheOwner());
    const key = requestKey(method, path, query, body);
    const request: HttpRequest = { method, path, query, body, keepalive, signal };
    const hit = store ? cache.servable(key) : undefined;
    const fresh = signal ? send(request).then((reply) => reply.value) : hit ? refreshSoon(key, request) : fetchShared(key, request, store);
    if (!quiet) clientOptions.trackLoading?.(fresh);
    if (!hit) return fresh as Promise<Reply>;
    // A failed refresh is already logged; the caller keeps the cached reply.
    fresh.then((reply) => reply !== hit.value && onUpdate?.(reply as Reply), () => {});
    return Promise.resolve(hit.value as Reply);
  }

  return {
    call(routeKey, ...[parts = {}]) {
      const { method, path } = resolveRoute(routeKey, parts.params);
      return request(method, path, parts);
    },
    markDirty: (prefix) => cache.markDirty(prefix),
    invalidate(prefix) {
      cache.markDirty(prefix);
      for (const key of [...refetchers.keys()]) if (keyHasPrefix(key, prefix)) refetchers.notify(key);
    },
    clear: () => cache.clear(),
    keyOf(routeKey, ...[parts]) {
      const { method, path } = resolveRoute(routeKey, parts?.params);
      return requestKey(method, path, queryOf(parts), parts?.body);
    },
    peek: (key) => cache.peek(key),
    subscribe: (key, listener) => cache.subscribe(key, listener),
    onInvalidate: (key, refetch) => refetchers.add(key, refetch),
  };
}
