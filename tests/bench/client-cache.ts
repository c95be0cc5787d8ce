// The runtime's API client in Chromium: 1,000 GETs answered from its local cache. The client
// module is bundled on the fly (esbuild, already installed with tsx) and run on the server's
// own origin, so it uses the real localStorage and fetch of a member's browser.
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Browser } from '@playwright/test';
import { below, type Figure } from './figures.ts';
import type { RunningServer } from './server.ts';

const CALLS = 1000;

/**
 * The page-side code, bundled with the real client: warms the cache (`distinct` keys or one),
 * then times 1,000 GETs from a fresh client instance, which reads localStorage as after a reload.
 */
const PAGE_CODE = `
import { createApiClient } from './client.ts';
window.timeCachedGets = async (jwt, calls, distinct) => {
  const options = { baseUrl: '/api/v1', getJwt: () => jwt, onUnauthorized: () => undefined };
  const query = (i) => ({ n: distinct ? i : 0 });
  const warm = createApiClient(options);
  for (let i = 0; i < (distinct ? calls : 1); i += 50) {
    const batch = Math.min(50, calls - i);
    await Promise.all(Array.from({ length: batch }, (_, j) => warm.call('GET /health', { query: query(i + j), quiet: true })));
  }
  const fresh = createApiClient(options);
  const since = performance.now();
  await Promise.all(Array.from({ length: calls }, (_, i) => fresh.call('GET /health', { query: query(i), quiet: true })));
  return performance.now() - since;
};`;

async function bundleClient(): Promise<string> {
  const result = await build({
    stdin: { contents: PAGE_CODE, resolveDir: join(import.meta.dirname, '../../runtime/src/api'), loader: 'ts' },
    bundle: true, format: 'iife', write: false, platform: 'browser',
  });
  return result.outputFiles[0]!.text;
}

type TimedPage = { timeCachedGets(jwt: string, calls: number, distinct: boolean): Promise<number> };

export async function clientCachedGets(browser: Browser, server: RunningServer): Promise<Figure[]> {
  // The API's replies forbid every script (their Content-Security-Policy); the client under
  // measurement is injected into one, so this page alone ignores the policy.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await context.newPage();
  try {
    await page.goto(`${server.baseUrl}/api/v1/health`);
    await page.addScriptTag({ content: await bundleClient() });
    const distinctMs = await page.evaluate(([jwt, calls]) => (window as unknown as TimedPage).timeCachedGets(jwt, calls, true), [server.jwt, CALLS] as const);
    const sameMs = await page.evaluate(([jwt, calls]) => (window as unknown as TimedPage).timeCachedGets(jwt, calls, false), [server.jwt, CALLS] as const);
    return [
      below('1,000 cached GETs, distinct keys, fresh client (browser)', Math.round(distinctMs), 'ms', 50),
      below('1,000 cached GETs, one key, fresh client (browser)', Math.round(sameMs), 'ms', 50),
    ];
  } finally {
    await context.close();
  }
}
