import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpServer, reply } from '../test-support/http-server.ts';
import { createApiClient } from './api-client.ts';
import { ApiError, ServerError } from './server-error.ts';

describe('createApiClient', () => {
  let server: Awaited<ReturnType<typeof httpServer>>;
  beforeAll(async () => {
    server = await httpServer((request, response) => {
      if (request.url === '/api/v1/auth/login') reply(response, 200, { jwt: 'a.b.c' });
      else if (request.url?.startsWith('/api/v1/structure/page/')) reply(response, 401, { error: 'Not authorized', message: 'Your session has ended. Sign in again.' });
      else if (request.url === '/api/v1/settings') reply(response, 403, { error: 'Forbidden', message: 'You may not do this.' });
      else reply(response, 500, { error: 'Internal Server Error', message: 'Something broke.' });
    });
  });
  afterAll(() => server.close());

  it('sends the body and the bearer token, and answers the reply', async () => {
    const api = createApiClient({ url: server.url, token: 'secret' });
    expect(await api.call('POST /auth/login', { body: { email: 'a@b.test', password: 'pw' } })).toEqual({ jwt: 'a.b.c' });
    expect(server.seen.at(-1)).toEqual({ method: 'POST', url: '/api/v1/auth/login', authorization: 'Bearer secret', body: { email: 'a@b.test', password: 'pw' } });
  });

  it('fills path parameters and says to log in again on 401', async () => {
    const api = createApiClient({ url: server.url, token: 'old' });
    const failure = await api.call('GET /structure/page/{id}', { params: { id: 7 } }).catch((error: unknown) => error);
    expect(server.seen.at(-1)?.url).toBe('/api/v1/structure/page/7');
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, exitCode: 3 });
    expect((failure as Error).message).toBe(`The server at ${server.url} answered 401: Your session has ended. Sign in again. Log in again: tessera login --url ${server.url} (or check TESSERA_TOKEN).`);
  });

  it('names the rights sync needs on 403, and says to retry on 500', async () => {
    const api = createApiClient({ url: server.url });
    await expect(api.call('GET /settings')).rejects.toThrow('an admin, or one with a manageSettings grant');
    await expect(api.call('GET /health')).rejects.toThrow('answered 500: Something broke. Try again; if it keeps failing, look at the server log.');
  });

  it('says how to fix an unreachable server, with exit code 3', async () => {
    const closed = await httpServer(() => {});
    await closed.close();
    const failure = await createApiClient({ url: closed.url }).call('GET /health').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerError);
    expect((failure as ServerError).exitCode).toBe(3);
    expect((failure as Error).message).toBe(`Cannot reach the server at ${closed.url} (ECONNREFUSED). Check that it is running and that the URL is right (--url, TESSERA_URL or tessera.config.json).`);
  });
});
