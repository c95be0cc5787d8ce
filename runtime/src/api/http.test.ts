import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../test-support/fake-fetch.ts';
import { ApiError } from './api-error.ts';
import { createHttp } from './http.ts';

function httpWith(reply: () => Promise<Response>, jwt: string | null = 'jwt-1') {
  const fetchImpl = vi.fn<typeof fetch>(reply);
  const onUnauthorized = vi.fn();
  const onNetworkError = vi.fn();
  const send = createHttp({ baseUrl: '/api/v1', getJwt: () => jwt, onUnauthorized, onNetworkError, fetch: fetchImpl });
  return { send, fetchImpl, onUnauthorized, onNetworkError };
}

describe('createHttp', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the bearer and the query, and resolves with the reply and its text', async () => {
    const { send, fetchImpl } = httpWith(async () => jsonResponse(200, { ok: true }));

    await expect(send({ method: 'GET', path: '/logout', query: { deviceId: 'd1', skip: undefined } })).resolves.toEqual({ value: { ok: true }, text: '{"ok":true}' });

    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('/api/v1/logout?deviceId=d1');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer jwt-1');
  });

  it('posts JSON without a bearer when signed out, and passes keepalive on', async () => {
    const { send, fetchImpl } = httpWith(async () => jsonResponse(200, { jwt: 'new' }), null);

    await send({ method: 'POST', path: 'auth/tradeSecret', body: { secret: 's1' }, keepalive: true });

    const [, init] = fetchImpl.mock.calls[0]!;
    expect(init).toMatchObject({ method: 'POST', body: '{"secret":"s1"}', keepalive: true });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('logs an error reply and rejects with an ApiError carrying it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { send, onUnauthorized } = httpWith(async () => jsonResponse(404, { error: 'Not Found', message: 'No such page' }));

    const failure = await send({ method: 'GET', path: 'structure/page/9' }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 404, error: 'Not Found', message: 'No such page' });
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('No such page'));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('fails a success status whose reply has an error, but not one with only a message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { send } = httpWith(async () => jsonResponse(200, { error: 'Bad Request', message: 'No' }));
    await expect(send({ method: 'GET', path: 'a' })).rejects.toMatchObject({ status: 200, error: 'Bad Request' });

    const linked = httpWith(async () => jsonResponse(200, { status: 'created', message: 'Linked' }));
    await expect(linked.send({ method: 'GET', path: 'a' })).resolves.toMatchObject({ value: { status: 'created' } });
  });

  it('logs out on any reply with tokenIssue, whatever its status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const forbidden = httpWith(async () => jsonResponse(403, { error: 'Forbidden', message: 'Revoked', tokenIssue: true }));
    await expect(forbidden.send({ method: 'GET', path: 'init' })).rejects.toMatchObject({ tokenIssue: true });
    expect(forbidden.onUnauthorized).toHaveBeenCalledTimes(1);

    const ok = httpWith(async () => jsonResponse(200, { tokenIssue: true }));
    await expect(ok.send({ method: 'GET', path: 'init' })).rejects.toMatchObject({ tokenIssue: true });
    expect(ok.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not log out on a 401 with another error name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { send, onUnauthorized } = httpWith(async () => jsonResponse(401, { error: 'Invalid credentials', message: 'Incorrect email or password.' }));

    await expect(send({ method: 'POST', path: 'auth/login', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes the signal on; a cancelled request rejects with the abort, neither logged nor taken for a network failure', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { send, fetchImpl, onNetworkError } = httpWith(() => new Promise<Response>((_, reject) => {
      fetchImpl.mock.calls[0]![1]!.signal!.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    }));
    const controller = new AbortController();

    const sent = send({ method: 'GET', path: 'profile/search', query: { text: 'ad' }, signal: controller.signal });
    controller.abort();

    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(onNetworkError).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('rejects with status 0 and reports the network failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { send, onNetworkError } = httpWith(async () => {
      throw new TypeError('Failed to fetch');
    });

    await expect(send({ method: 'GET', path: 'init' })).rejects.toMatchObject({ status: 0, message: 'Failed to fetch' });
    expect(onNetworkError).toHaveBeenCalledTimes(1);
  });
});
