import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AppSettings, Brand } from '@tessera/schemas';
import type { SiteSource } from './app-shell/site-look.ts';
import { registerRuntimeApp } from './runtime-app.ts';

const INDEX = `<!doctype html>
<html data-build="b1" lang="en" data-theme="auto">
<head>
<!-- site-head -->
<title>Tessera</title>
<meta name="theme-color" content="#16347d" />
<!-- /site-head -->
<link rel="manifest" href="/app/manifest.webmanifest" />
</head>
<body><div id="full-loader"><p><!-- site-name -->Tessera<!-- /site-name --></p></div><div id="root"></div></body>
</html>`;
const SCRIPT = `export const text = ${JSON.stringify('A script long enough to be worth compressing. '.repeat(40))};\n`;
const SIGNED_IN = { cookie: 'other=x; tessera_signed_in=1' };

async function builtRuntime(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-dist-'));
  await mkdir(join(dir, 'js'));
  await writeFile(join(dir, 'index.html'), INDEX);
  const script = join(dir, 'js', 'index-AbC123xy.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  return dir;
}

const settings: AppSettings = {
  name: 'Harbour & Co', description: 'Makers "on" the harbour.', moduleOrder: [], languages: { default: 'fr', enabled: ['fr', 'en'] },
};
const tokens = { primary: '#0a6e7d', onPrimary: '#fff', headerText: '#fff', surface: '#fff', text: '#111', mutedText: '#555', border: '#ccc' };
const brand: Brand = {
  brandId: 3, key: 'harbour', brandName: 'Harbour', settings: {}, revision: 2,
  themeStyles: { light: { ...tokens, headerBackground: '#0b2e4a', pageBackground: '#f7f5f0' }, dark: { ...tokens, headerBackground: '#08182a', pageBackground: '#0f1b26' } },
};

function site(branded = true): SiteSource {
  return {
    settings: async () => settings,
    activeBrand: async () => (branded ? { brand, css: ':root{}' } : null),
    activeBrandSettings: async () => (branded
      ? { brandId: 3, brandName: 'Harbour', logoUrl: null, faviconUrl: '/api/v1/image?id=9', themeCssUrl: '/api/v1/service/brands/active/theme.css?v=3-2' }
      : null),
  };
}

async function appServing(distDir: string, source = site()) {
  const app = Fastify();
  await registerRuntimeApp(app, { distDir, site: source });
  return app;
}

describe('the runtime under /app', () => {
  it('redirects / to /app/', async () => {
    const response = await (await appServing(await builtRuntime())).inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/');
  });

  it('sends a browser that never signed in to the sign-in page before any script, coming back to the same address', async () => {
    const app = await appServing(await builtRuntime());
    for (const [url, referrer] of [['/app/', '/app/'], ['/app', '/app'], ['/app/home/welcome?tab=2', '/app/home/welcome?tab=2'], ['/app/index.html', '/app/index.html']]) {
      const response = await app.inject({ url, headers: { 'sec-fetch-mode': 'navigate' } });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location).toBe(`/signin?referrer=${encodeURIComponent(referrer!)}`);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).not.toContain('<div id="root">');
    }
    // A client that sends no fetch metadata is treated as a navigation; a hint must be one we set.
    expect((await app.inject({ url: '/app/' })).statusCode).toBe(302);
    expect((await app.inject({ url: '/app/', headers: { cookie: 'tessera_signed_in=yes' } })).statusCode).toBe(302);
  });

  it('serves the app to a browser with the signed-in hint, or with a credential in the query (spec §2.3)', async () => {
    const app = await appServing(await builtRuntime());
    for (const [url, headers] of [
      ['/app/', SIGNED_IN], ['/app/home/welcome', SIGNED_IN], ['/app/admin/settings/brand/1?x=1', SIGNED_IN],
      ['/app/', { cookie: 'tessera_signed_in=0' }], // logged out in this browser session: the app's own screen
      ['/app/home?s=secret', {}], ['/app/?t=secret', {}], ['/app/?token=a.b.c', {}],
    ] as const) {
      const response = await app.inject({ url, headers: { ...headers, 'sec-fetch-mode': 'navigate' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toBe('cookie, accept-encoding');
    }
    expect((await app.inject({ method: 'HEAD', url: '/app/home/welcome', headers: SIGNED_IN })).statusCode).toBe(200);
  });

  it('lets the service worker fetch index.html for its cache without the hint', async () => {
    const app = await appServing(await builtRuntime());
    const response = await app.inject({ url: '/app/index.html?__WB_REVISION__=1', headers: { 'sec-fetch-mode': 'same-origin' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it("fills index.html with the site's name, description, language, brand colours, theme (inline) and icon, and names the site in the loader", async () => {
    const html = (await (await appServing(await builtRuntime())).inject({ url: '/app/', headers: SIGNED_IN })).body;
    expect(html).toContain('<html data-build="b1" lang="fr" data-theme="auto">');
    expect(html).toContain('<title>Harbour &amp; Co</title>');
    expect(html).toContain('<meta name="description" content="Makers &quot;on&quot; the harbour.">');
    expect(html).toContain('<meta name="theme-color" content="#0b2e4a" media="(prefers-color-scheme: light)">');
    expect(html).toContain('<meta name="theme-color" content="#08182a" media="(prefers-color-scheme: dark)">');
    expect(html).toContain('<style id="tessera-theme" data-href="/api/v1/service/brands/active/theme.css?v=3-2">\n:root{}</style>');
    expect(html).toContain('<link id="tessera-favicon" rel="icon" href="/api/v1/image?id=9">');
    expect(html).toContain('<div id="full-loader"><p>Harbour &amp; Co</p></div><div id="root">');
    expect(html).not.toContain('Tessera');
    expect(html).not.toMatch(/site-(head|name)/);
  });

  it('keeps the spec colours and no theme without an active brand', async () => {
    const html = (await (await appServing(await builtRuntime(), site(false))).inject({ url: '/app/', headers: SIGNED_IN })).body;
    expect(html).toContain('<meta name="theme-color" content="#16347d">');
    expect(html).not.toContain('tessera-theme');
    expect(html).toContain('<link id="tessera-favicon" rel="icon" href="data:,">');
  });

  it('compresses index.html as asked and answers 304 to a browser that has it', async () => {
    const app = await appServing(await builtRuntime());
    const response = await app.inject({ url: '/app/', headers: { ...SIGNED_IN, 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<title>Harbour &amp; Co</title>');
    const again = await app.inject({ url: '/app/home', headers: { ...SIGNED_IN, 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('sends the precompressed copy of a built file that the browser accepts', async () => {
    const app = await appServing(await builtRuntime());
    const url = '/app/js/index-AbC123xy.js';
    for (const [accept, encoding, body] of [['gzip, deflate, br, zstd', 'br', brotliCompressSync(SCRIPT)], ['gzip', 'gzip', gzipSync(SCRIPT)], ['', undefined, Buffer.from(SCRIPT)]] as const) {
      const response = await app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
      expect(response.headers['content-length']).toBe(String(body.length));
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await app.inject({ url: '/app/js/missing-AbC123xy.js', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(404);
  });

  it('serves a web app manifest named after the site in its brand colours, spec §9 otherwise', async () => {
    const branded = await (await appServing(await builtRuntime())).inject({ url: '/app/manifest.webmanifest' });
    expect(branded.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(branded.headers['cache-control']).toBe('no-cache');
    expect(branded.json()).toMatchObject({
      name: 'Harbour & Co', short_name: 'Harbour & Co', description: 'Makers "on" the harbour.', lang: 'fr',
      start_url: '/', display: 'standalone', theme_color: '#0b2e4a', background_color: '#f7f5f0',
    });
    const plain = await (await appServing(await builtRuntime(), site(false))).inject({ url: '/app/manifest.webmanifest' });
    expect(plain.json()).toMatchObject({ theme_color: '#16347d', background_color: '#16172d' });
  });

  it('explains with a 503 when the app has not been built', async () => {
    const app = await appServing(join(tmpdir(), 'tessera-not-built'));
    const response = await app.inject({ url: '/app/home' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
