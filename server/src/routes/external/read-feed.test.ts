// The SSRF guard with real sockets: test servers listen on loopback, which the server's own guard
// refuses, so the feed is served through a guard whose resolver and allow-list only tests use.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicInternetGuard, type AddressGuard } from './address-guard.ts';
import { FEED_ERRNO } from './feed-errors.ts';
import { FEED_LIMITS, readFeed } from './read-feed.ts';

const FEED = '<rss version="2.0"><channel><item><title>Harbour lanterns</title><link>https://example.org/lanterns</link></item></channel></rss>';

let server: Server;
let port: number;
beforeAll(async () => {
  server = createServer((request, response) => {
    const redirect = /^\/redirect\/(.+)$/.exec(request.url ?? '');
    if (redirect) return response.writeHead(302, { location: decodeURIComponent(redirect[1]!) }).end();
    if (request.url === '/loop') return response.writeHead(301, { location: '/loop' }).end();
    if (request.url === '/large') return response.writeHead(200, { 'content-type': 'application/rss+xml' }).end('x'.repeat(2048));
    if (request.url === '/slow') return setTimeout(() => response.end(FEED), 2000);
    if (request.url === '/page') return response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>No feed</body></html>');
    if (request.url === '/missing') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/**
 * For tests only: `feeds.test` is the test server, standing in for a public host; `inside.test`
 * resolves to another loopback address, standing in for the server's own network.
 */
const testGuard: AddressGuard = {
  resolve: async (hostname) => {
    if (hostname === 'feeds.test') return [{ address: '127.0.0.1', family: 4 }];
    if (hostname === 'inside.test') return [{ address: '127.0.0.2', family: 4 }];
    if (hostname === 'mixed.test') return [{ address: '127.0.0.1', family: 4 }, { address: '127.0.0.2', family: 4 }];
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  },
  allows: (address) => address === '127.0.0.1',
};
const at = (host: string, path = '/feed') => `http://${host}:${port}${path}`;

describe('readFeed', () => {
  it('reads a feed from an allowed host', async () => {
    expect(await readFeed(at('feeds.test'), testGuard)).toEqual({ items: [{ title: 'Harbour lanterns', link: 'https://example.org/lanterns' }], errno: 0 });
  });

  it('refuses loopback with the server guard: as an address, by name, and written in other forms', async () => {
    for (const address of [at('127.0.0.1'), at('localhost'), at('[::1]'), at('2130706433'), at('0x7f.1'), at('0.0.0.0')]) {
      expect(await readFeed(address, publicInternetGuard), address).toEqual({ items: [], errno: FEED_ERRNO.notAllowed });
    }
  });

  it('refuses a host resolving to an address that is not allowed, or to several of which one is not', async () => {
    expect(await readFeed(at('inside.test'), testGuard)).toEqual({ items: [], errno: FEED_ERRNO.notAllowed });
    expect(await readFeed(at('mixed.test'), testGuard)).toEqual({ items: [], errno: FEED_ERRNO.notAllowed });
  });

  it('checks every redirect again: to a refused name, to a refused address, to another scheme', async () => {
    for (const target of [at('inside.test'), `http://127.0.0.2:${port}/feed`, 'file:///etc/passwd']) {
      expect(await readFeed(at('feeds.test', `/redirect/${encodeURIComponent(target)}`), testGuard), target).toEqual({ items: [], errno: FEED_ERRNO.notAllowed });
    }
    // An allowed redirect is followed.
    expect((await readFeed(at('feeds.test', `/redirect/${encodeURIComponent(at('feeds.test'))}`), testGuard)).errno).toBe(0);
  });

  it('stops after a few redirects, a time-out, an error status, an unknown host', async () => {
    expect((await readFeed(at('feeds.test', '/loop'), testGuard)).errno).toBe(FEED_ERRNO.unreachable);
    expect((await readFeed(at('feeds.test', '/slow'), testGuard, { ...FEED_LIMITS, timeoutMs: 200 })).errno).toBe(FEED_ERRNO.unreachable);
    expect((await readFeed(at('feeds.test', '/missing'), testGuard)).errno).toBe(FEED_ERRNO.unreachable);
    expect((await readFeed(at('nowhere.test'), testGuard)).errno).toBe(FEED_ERRNO.unreachable);
  });

  it('refuses answers over the size cap, pages that are not feeds, and addresses that are not http(s)', async () => {
    expect((await readFeed(at('feeds.test', '/large'), testGuard, { ...FEED_LIMITS, maxBytes: 1024 })).errno).toBe(FEED_ERRNO.tooLarge);
    expect((await readFeed(at('feeds.test', '/page'), testGuard)).errno).toBe(FEED_ERRNO.notAFeed);
    for (const address of ['ftp://feeds.test/feed', 'not a url', `http://user:secret@feeds.test:${port}/feed`]) {
      expect((await readFeed(address, testGuard)).errno, address).toBe(FEED_ERRNO.notAllowed);
    }
  });
});
