import { beforeEach, describe, expect, it, vi } from 'vitest';
import { controlledFetch, jsonResponse, settle } from '../test-support/fake-fetch.ts';
import { createApiClient, type ApiClientOptions } from './client.ts';
import { createReplyCache, REPLY_CACHE_MAX_AGE_MS } from './reply-cache.ts';

function clientWith(fetchImpl: typeof fetch, overrides: Partial<ApiClientOptions> = {}) {
  const onUnauthorized = vi.fn();
  const trackLoading = vi.fn();
  const client = createApiClient({ baseUrl: '/api/v1', getJwt: () => 'jwt-1', onUnauthorized, trackLoading, fetch: fetchImpl, ...overrides });
  return { client, onUnauthorized, trackLoading };
}

/** Fills the cache as an earlier visit would have: a client that got `body` for GET /settings or page 3. */
async function visitEarlier(route: 'settings' | 'page 3', body: unknown): Promise<void> {
  const { client } = clientWith(async () => jsonResponse(200, body));
  await (route === 'settings' ? client.call('GET /settings') : client.call('GET /structure/page/{id}', { params: { id: 3 } }));
}

const page = (id: number) => ({ params: { id } });

describe('createApiClient', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('merges two identical simultaneous GETs into one request', async () => {
    const { fetch, calls } = controlledFetch();
    const { client } = clientWith(fetch);

    const first = client.call('GET /init', { query: { opts: '{}' } });
    const second = client.call('GET /init', { query: { opts: '{}' } });
    calls[0]!.respond(200, { modules: [] });

    await expect(Promise.all([first, second])).resolves.toEqual([{ modules: [] }, { modules: [] }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('serves a cached reply first, then replaces it with the fresh one', async () => {
    await visitEarlier('settings', { title: 'Old' });
    const { fetch, calls } = controlledFetch();
    const { client } = clientWith(fetch);
    const onUpdate = vi.fn();

    await expect(client.call('GET /settings', { onUpdate })).resolves.toEqual({ title: 'Old' });
    expect(onUpdate).not.toHaveBeenCalled();
    await settle();
    expect(fetch).toHaveBeenCalledTimes(1); // the refresh, started in the next task

    calls[0]!.respond(200, { title: 'New' });
    await settle();

    expect(onUpdate).toHaveBeenCalledWith({ title: 'New' });
    expect(client.peek(client.keyOf('GET /settings'))?.value).toEqual({ title: 'New' });
    calls.length = 0;
    const next = client.call('GET /settings');
    await expect(next).resolves.toEqual({ title: 'New' });
  });

  it('does not call onUpdate when the fresh reply is the same', async () => {
    await visitEarlier('settings', { title: 'Same' });
    const { client } = clientWith(async () => jsonResponse(200, { title: 'Same' }));
    const onUpdate = vi.fn();

    await client.call('GET /settings', { onUpdate });
    await settle();

    expect(onUpdate).not.toHaveBeenCalled();
  });

  it('does not serve a dirty key from the cache', async () => {
    await visitEarlier('page 3', { name: 'Old' });
    const { fetch, calls } = controlledFetch();
    const { client } = clientWith(fetch);

    client.markDirty('structure');
    const reply = vi.fn();
    void client.call('GET /structure/page/{id}', page(3)).then(reply);
    await settle();
    expect(reply).not.toHaveBeenCalled();

    calls[0]!.respond(200, { name: 'New' });
    await settle();
    expect(reply).toHaveBeenCalledWith({ name: 'New' });
  });

  it('keeps a dirty key out of storage, so a reload does not serve it either', async () => {
    await visitEarlier('page 3', { name: 'Old' });
    clientWith(vi.fn()).client.markDirty('structure/page/3');

    const { fetch, calls } = controlledFetch();
    const { client } = clientWith(fetch);
    const reply = vi.fn();
    void client.call('GET /structure/page/{id}', page(3)).then(reply);
    await settle();

    expect(reply).not.toHaveBeenCalled();
    expect(calls).toHaveLength(1);
  });

  it('invalidate refetches the keys that readers watch, and only those under the prefix', async () => {
    const { client } = clientWith(vi.fn());
    const page3 = vi.fn();
    const page30 = vi.fn();
    client.onInvalidate(client.keyOf('GET /structure/page/{id}', page(3)), page3);
    client.onInvalidate(client.keyOf('GET /structure/page/{id}', page(30)), page30);

    client.invalidate('structure/page/3');

    expect(page3).toHaveBeenCalledTimes(1);
    expect(page30).not.toHaveBeenCalled();
  });

  it('stops serving a reply after 24 hours', async () => {
    let now = Date.UTC(2025, 0, 1);
    const { fetch, calls } = controlledFetch();
    const { client } = clientWith(fetch, { cache: createReplyCache({ now: () => now }) });
    const first = client.call('GET /settings');
    calls[0]!.respond(200, { v: 1 });
    await first;

    now += REPLY_CACHE_MAX_AGE_MS;
    await expect(client.call('GET /settings')).resolves.toEqual({ v: 1 });
    await settle();
    now += 1; // the refresh (calls[1]) has not answered: the reply is now older than 24 h
    const late = client.call('GET /settings');
    calls[1]!.respond(200, { v: 2 });

    await expect(late).resolves.toEqual({ v: 2 });
  });

  it('does not cache POSTs unless asked, and keys cached POSTs by their body', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => jsonResponse(200, { echo: JSON.parse(String(init?.body)) as unknown }));
    const { client } = clientWith(fetchImpl);

    await client.call('POST /profile/meta/upsert', { body: { path: 'language', data: 'fr' } });
    expect(client.peek(client.keyOf('POST /profile/meta/upsert', { body: { path: 'language', data: 'fr' } }))).toBeUndefined();

    await client.call('POST /profile/collection', { body: { accountIds: [1] }, cache: true });
    await client.call('POST /profile/collection', { body: { accountIds: [2] }, cache: true });
    expect(client.peek(client.keyOf('POST /profile/collection', { body: { accountIds: [1] } }))?.value).toEqual({ echo: { accountIds: [1] } });
    expect(client.peek(client.keyOf('POST /profile/collection', { body: { accountIds: [2] } }))?.value).toEqual({ echo: { accountIds: [2] } });
  });

  it('neither merges nor caches a call that can be cancelled, and cancelling it leaves the others be', async () => {
    const { fetch, calls } = controlledFetch();
    const { client } = clientWith(fetch);
    const controller = new AbortController();
    const search = { query: { text: 'ad' } };

    const cancelled = client.call('GET /profile/search', { ...search, signal: controller.signal });
    const other = client.call('GET /profile/search', search);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[0]![1]?.signal).toBe(controller.signal);
    controller.abort();
    calls[0]!.failNetwork();
    calls[1]!.respond(200, { profiles: [] });

    await expect(cancelled).rejects.toBeTruthy();
    await expect(other).resolves.toEqual({ profiles: [] });
    const uncached = client.call('GET /profile/search', { ...search, signal: new AbortController().signal });
    calls[2]!.respond(200, { profiles: [{ accountId: 1, firstName: 'Ada', lastName: 'Lovelace' }] });
    await uncached;
    expect(client.peek(client.keyOf('GET /profile/search', search))?.value).toEqual({ profiles: [] });
  });

  it('does not cache error replies', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientWith(async () => jsonResponse(404, { error: 'Not Found', message: 'Gone' }));

    await expect(client.call('GET /structure/page/{id}', page(9))).rejects.toMatchObject({ status: 404 });
    expect(client.peek(client.keyOf('GET /structure/page/{id}', page(9)))).toBeUndefined();
  });

  it('reads a key from storage once and refreshes it once, however often it is asked for', async () => {
    await visitEarlier('settings', { title: 'Cached' });
    const getItem = vi.spyOn(Storage.prototype, 'getItem');

    const fetchImpl = vi.fn(() => new Promise<Response>(() => {}));
    const { client } = clientWith(fetchImpl);

    const replies = await Promise.all(Array.from({ length: 1000 }, () => client.call('GET /settings')));
    await settle();

    expect(replies.every((reply) => reply === replies[0])).toBe(true);
    expect(getItem.mock.calls.filter(([name]) => name.endsWith('GET settings'))).toHaveLength(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1); // one refresh for the thousand
  });

  it("forgets the cached replies when another account's token is used", async () => {
    await visitEarlier('settings', { title: 'Cached' });
    let owner = '1';
    const { fetch, calls } = controlledFetch();
    const { client } = clientWith(fetch, { cacheOwner: () => owner });
    const first = client.call('GET /settings');
    calls[0]!.respond(200, { title: 'Account 1' });
    await expect(first).resolves.toEqual({ title: 'Account 1' }); // not the earlier signed-out reply

    owner = '2';
    const reply = vi.fn();
    void client.call('GET /settings').then(reply);
    await settle();

    expect(reply).not.toHaveBeenCalled();
  });

  it('shows the loading indicator for calls that are not quiet', async () => {
    const { client, trackLoading } = clientWith(async () => jsonResponse(200, { ok: true }));

    await client.call('POST /user/deviceKeepalive', { body: { deviceId: 'd1' }, quiet: true });
    expect(trackLoading).not.toHaveBeenCalled();

    await client.call('GET /settings');
    expect(trackLoading).toHaveBeenCalledTimes(1);
  });

  it('logs out exactly once when ten parallel calls are answered 401 Not authorized', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, onUnauthorized } = clientWith(async () => jsonResponse(401, { error: 'Not authorized', message: 'Sign in to continue.' }));

    const calls = Array.from({ length: 10 }, (_, index) => (index % 2 ? client.call('GET /structure/page/{id}', page(index)) : client.call('POST /profile/collection', { body: { accountIds: [index] } })));
    const results = await Promise.allSettled(calls);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out when a reply carries tokenIssue', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, onUnauthorized } = clientWith(async () => jsonResponse(401, { error: 'Not authorized', message: 'Revoked', tokenIssue: true }));

    await expect(client.call('GET /user')).rejects.toMatchObject({ tokenIssue: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('fills the route\'s {params} into the path, encoded, and sends the body as JSON', async () => {
    const fetchImpl = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => jsonResponse(200, { language: 'en', translations: {} }));
    const { client } = clientWith(fetchImpl);

    await client.call('GET /i18n/{language}', { params: { language: 'a b/c' } });
    await client.call('POST /audit/save', { body: [], quiet: true });

    expect(fetchImpl.mock.calls.map(([url, init]) => [url, init?.method, init?.body])).toEqual([
      ['/api/v1/i18n/a%20b%2Fc', 'GET', undefined],
      ['/api/v1/audit/save', 'POST', '[]'],
    ]);
  });
});
