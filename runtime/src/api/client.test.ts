import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { createApiClient } from './client.ts';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function clientWith(fetchImpl: typeof fetch, jwt: string | null = 'jwt-1') {
  const onUnauthorized = vi.fn();
  const client = createApiClient({ baseUrl: '/api/v1', getJwt: () => jwt, onUnauthorized, fetch: fetchImpl });
  return { client, onUnauthorized };
}

describe('createApiClient', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the bearer and the query, and resolves with the reply', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { ok: true }));
    const { client } = clientWith(fetchImpl);

    await expect(client.get('logout', { deviceId: 'd1' })).resolves.toEqual({ ok: true });

    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/v1/logout?deviceId=d1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });

  it('posts JSON', async () => {
    const fetchImpl = vi.fn<typeof fetch>(async () => jsonResponse(200, { jwt: 'new' }));
    const { client } = clientWith(fetchImpl, null);

    await client.post('auth/tradeSecret', { secret: 's1' });

    const [, init] = fetchImpl.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"secret":"s1"}');
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('logs an error reply and rejects with an ApiError carrying it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, onUnauthorized } = clientWith(async () => jsonResponse(404, { error: 'Not Found', message: 'No such page' }));

    const failure = await client.get('structure/page/9').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, error: 'Not Found', message: 'No such page' });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('No such page'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('logs out once when parallel calls fail with 401 Not authorized', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, onUnauthorized } = clientWith(async () => jsonResponse(401, { error: 'Not authorized', message: 'Sign in to continue.' }));

    const results = await Promise.allSettled([client.get('init'), client.get('structure'), client.post('profile/meta/upsert', {})]);

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('logs out on any reply with tokenIssue', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client, onUnauthorized } = clientWith(async () => jsonResponse(403, { error: 'Forbidden', message: 'Revoked', tokenIssue: true }));

    await expect(client.get('init')).rejects.toMatchObject({ tokenIssue: true });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects with status 0 when the network fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = clientWith(async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(client.get('init')).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
  });
});
