import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerRuntimeApp } from './runtime-app.ts';

async function builtRuntime(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-dist-'));
  await mkdir(join(dir, 'js'));
  await writeFile(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(dir, 'js', 'index-AbC123xy.js'), 'console.log(1)');
  return dir;
}

async function appServing(distDir: string) {
  const app = Fastify();
  await registerRuntimeApp(app, { distDir });
  return app;
}

describe('the runtime under /app', () => {
  it('redirects / to /app/', async () => {
    const response = await (await appServing(await builtRuntime())).inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/');
  });

  it('serves index.html for the app and any of its routes, never cached stale', async () => {
    const app = await appServing(await builtRuntime());
    for (const url of ['/app/', '/app/home/welcome', '/app/admin/settings/brand/1?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>app</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'HEAD', url: '/app/home/welcome' })).statusCode).toBe(200);
  });

  it('caches hashed files for good and 404s missing files', async () => {
    const app = await appServing(await builtRuntime());
    const script = await app.inject({ url: '/app/js/index-AbC123xy.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ url: '/app/js/missing-AbC123xy.js' })).statusCode).toBe(404);
  });

  it('explains with a 503 when the app has not been built', async () => {
    const app = await appServing(join(tmpdir(), 'tessera-not-built'));
    const response = await app.inject({ url: '/app/home' });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('npm run build');
  });
});
