// The route around readFeed (read-feed.test.ts checks the guard with real sockets).
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';
import { FEED_ERRNO } from './feed-errors.ts';
import { FEED_READS_PER_MINUTE } from './feed-throttle.ts';

describeAppOnEachDatabase('GET /external/content/rss/url/{encodedUrl}', (current) => {
  let member: { authorization: string };
  beforeAll(async () => {
    member = bearer(await loginToken(current().app, 'member@fixture.test'));
  });
  const read = (address: string, headers: Record<string, string> = member) =>
    current().app.inject({ url: `/api/v1/external/content/rss/url/${encodeURIComponent(address)}`, headers });

  it('refuses addresses inside the server\'s network, and what is not http(s)', async () => {
    for (const address of ['http://127.0.0.1/feed.xml', 'http://localhost:3000/api/v1/health', 'http://169.254.169.254/latest/meta-data/', 'http://[::1]/', 'file:///etc/passwd']) {
      const reply = await read(address);
      expect(reply.statusCode, address).toBe(200);
      expect(reply.json(), address).toEqual({ items: [], errno: FEED_ERRNO.notAllowed });
    }
  });

  it('wants a signed-in caller', async () => {
    expect((await read('http://127.0.0.1/', {})).statusCode).toBe(401);
  });

  it(`throttles each member to ${FEED_READS_PER_MINUTE} reads a minute`, async () => {
    const { app, db } = current();
    const editor = bearer(await loginToken(app, 'editor@fixture.test'));
    await db.deleteFrom('credentialFailures').execute();
    for (let i = 0; i < FEED_READS_PER_MINUTE; i++) expect((await read('http://127.0.0.1/', editor)).statusCode).toBe(200);
    const throttled = await read('http://127.0.0.1/', editor);
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Another member is not held back.
    expect((await read('http://127.0.0.1/')).statusCode).toBe(200);
  });
});
