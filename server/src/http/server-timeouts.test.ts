import { connect } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';
import { SERVER_TIMEOUTS, timeoutOptions } from './server-timeouts.ts';

/** Opens a connection, writes `text` and waits: what the server answered, and when it closed. */
function halfSend(port: number, text: string): Promise<{ reply: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let reply = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    socket.on('data', (chunk) => { reply += chunk.toString(); });
    socket.on('error', reject);
    socket.on('close', () => resolve({ reply, closedAfterMs: performance.now() - started }));
  });
}

// Issue 8, finding 9: a client that never finishes its request is answered and let go promptly.
// The same settings as in production, scaled down a thirtieth so the test takes seconds. The upper
// bounds leave a busy CI machine room: timers fire late there, never early.
const LATE = 1_500;

describe('the server time-outs', () => {
  const timeouts = { headersMs: 500, requestMs: 1_000, keepAliveMs: 2_400, checkEveryMs: 50 };
  const app = Fastify(timeoutOptions(timeouts));
  app.post('/echo', (request) => ({ received: request.body }));
  app.get('/ping', () => ({ ok: true }));
  let port: number;
  beforeAll(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(() => app.close());

  it('answer 408 and close a connection whose headers never end, once the header time-out has passed', async () => {
    const [silent, halfHeaders] = await Promise.all([halfSend(port, ''), halfSend(port, 'GET /ping HTTP/1.1\r\nHost: tessera.test\r\n')]);
    for (const { reply, closedAfterMs } of [silent, halfHeaders]) {
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
      expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.headersMs - 50);
      expect(closedAfterMs).toBeLessThan(timeouts.headersMs + timeouts.checkEveryMs + LATE);
    }
  });

  it('answer 408 and close a connection whose body never ends, once the request time-out has passed', async () => {
    let halfSent = false;
    const pending = halfSend(port, 'POST /echo HTTP/1.1\r\nHost: tessera.test\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":')
      .finally(() => { halfSent = true; });
    // Meanwhile the server answers others.
    expect((await fetch(`http://127.0.0.1:${port}/ping`)).status).toBe(200);
    expect(halfSent).toBe(false);
    const { reply, closedAfterMs } = await pending;
    expect(reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.requestMs - 50);
    expect(closedAfterMs).toBeLessThan(timeouts.requestMs + timeouts.checkEveryMs + LATE);
  });

  it('close an idle kept-alive connection after the keep-alive time-out, not before', async () => {
    const { reply, closedAfterMs } = await halfSend(port, 'GET /ping HTTP/1.1\r\nHost: tessera.test\r\n\r\n');
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(timeouts.keepAliveMs - 50);
    expect(closedAfterMs).toBeLessThan(timeouts.keepAliveMs + LATE);
  });
});

describe('SERVER_TIMEOUTS', () => {
  it('wait 15 s for headers and keep idle connections longer than a load balancer (60 s)', () => {
    expect(SERVER_TIMEOUTS.headersMs).toBe(15_000);
    expect(SERVER_TIMEOUTS.requestMs).toBeGreaterThan(SERVER_TIMEOUTS.headersMs);
    expect(SERVER_TIMEOUTS.keepAliveMs).toBeGreaterThan(60_000);
    expect(SERVER_TIMEOUTS.checkEveryMs).toBeLessThanOrEqual(2_000);
  });
});

describeAppOnEachDatabase('the app server', (current) => {
  it('is built with them', () => {
    const { server } = current().app;
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout])
      .toEqual([SERVER_TIMEOUTS.headersMs, SERVER_TIMEOUTS.requestMs, SERVER_TIMEOUTS.keepAliveMs]);
  });
});
