import { expect, it } from 'vitest';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('GET /image', (current) => {
  it('serves a stored file with its type and long-lived caching', async () => {
    const { app, db } = current();
    const logo = await db.selectFrom('files').select(['id', 'sha256']).where('assetPath', '=', 'images/logo.svg').executeTakeFirstOrThrow();
    const response = await app.inject({ url: `/api/v1/image?id=${logo.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.etag).toBe(`"${logo.sha256}"`);
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.body).toContain('<svg');
  });

  it('404s an unknown file and 400s a malformed id', async () => {
    const { app } = current();
    expect((await app.inject({ url: '/api/v1/image?id=999999' })).statusCode).toBe(404);
    const malformed = await app.inject({ url: '/api/v1/image?id=logo' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('querystring/id');
  });
});
