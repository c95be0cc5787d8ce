import { brotliDecompressSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('theme.css', (current) => {
  const brandId = async (key: string) =>
    (await current().db.selectFrom('brands').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

  it("serves the active brand's tokens as CSS custom properties, without signing in", async () => {
    const response = await current().app.inject({ url: '/api/v1/service/brands/active/theme.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
    const css = response.body;
    for (const token of ['primary: #0a6e7d', 'on-primary: #ffffff', 'header-background: #0b2e4a', 'page-background: #f7f5f0', 'muted-text: #4f5d6b', 'radius: 6px']) {
      expect(css).toContain(`--t-${token};`);
    }
    expect(css).toContain(':root[data-theme="dark"] {\n  --t-primary: #5cc8d6;');
    expect(css).toContain('@media (prefers-color-scheme: dark)');
  });

  it('caches the versioned URL for good and the plain one briefly', async () => {
    const { app } = current();
    const versioned = await app.inject({ url: `/api/v1/service/brands/active/theme.css?v=${await brandId('main')}-1` });
    expect(versioned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/api/v1/service/brands/active/theme.css' })).headers['cache-control']).toBe('public, max-age=60');
  });

  it('goes out compressed when the browser accepts it, the same sheet under one validator', async () => {
    const { app } = current();
    const url = '/api/v1/service/brands/active/theme.css';
    const plain = await app.inject({ url });
    const compressed = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('accept-encoding');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(plain.body);
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    const again = await app.inject({ url, headers: { 'if-none-match': String(plain.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('serves any brand by id, deriving a dark theme when the brand has none', async () => {
    const response = await current().app.inject({ url: `/api/v1/service/brands/${await brandId('plain')}/theme.css` });
    expect(response.body).toContain('--t-primary: #444444;');
    expect(response.body).toMatch(/:root\[data-theme="dark"\] \{\n {2}--t-primary: #[0-9a-f]{6};/);
  });

  it('404s an unknown brand as JSON', async () => {
    const response = await current().app.inject({ url: '/api/v1/service/brands/999999/theme.css' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'That brand does not exist.' });
  });
});
