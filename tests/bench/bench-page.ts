// Node side of the render benchmarks: builds a benchmark page for production with Vite, serves it
// on loopback, and loads it afresh in Chromium as many times as the procedure says, collecting
// what the page published as `window.__bench` and the scripts it requested.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { compileHintsPlugin } from '../../runtime/vite/compile-hints.ts';
import { BENCH_DONE_MESSAGE } from './in-page/bench-done.ts';

const TIMEOUT = 60_000;
const VIEWPORT = { width: 1280, height: 800 };
const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

export interface BenchPageBuild {
  /** The folder holding the page's HTML entry and its src/. */
  root: string;
  /** The HTML entry, relative to root. */
  html: string;
  /** Import aliases, e.g. generated data outside the sources. */
  alias?: Record<string, string>;
  /** Modules to keep in chunks of their own, so their size can be told apart: chunk name → path test. */
  ownChunks?: Record<string, RegExp>;
}

/** Builds the page for production (minified, split like the runtime) into `<root>/dist`. */
export async function buildBenchPage({ root, html, alias = {}, ownChunks = {} }: BenchPageBuild): Promise<string> {
  const outDir = join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    base: '/',
    plugins: [react(), compileHintsPlugin()], // as the runtime builds its code
    resolve: { alias },
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 4096, // the 5,000-block fixture is a 1.5 MB chunk of its own
      rolldownOptions: {
        input: join(root, html),
        output: { codeSplitting: { groups: Object.entries(ownChunks).map(([name, test]) => ({ name, test })) } },
      },
    },
  });
  return outDir;
}

/** Serves `dir` on 127.0.0.1 at a free port, `/` answering with `index`; uncompressed (sizes are counted apart). */
export async function serveDir(dir: string, index: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, reply) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    const file = resolve(dir, normalize(`.${path === '/' ? `/${index}` : path}`));
    if (relative(dir, file).startsWith('..')) return void reply.writeHead(404).end();
    readFile(file).then(
      (body) => reply.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' }).end(body),
      () => reply.writeHead(404).end(),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The bench page server has no port');
  return { url: `http://127.0.0.1:${address.port}`, close: () => new Promise((closed) => server.close(() => closed())) };
}

export interface ScriptSize {
  path: string;
  /** Gzip (level 9) of the file as served. */
  gzipBytes: number;
}

export interface PageLoad<Figures> {
  figures: Figures;
  scripts: ScriptSize[];
}

/**
 * Resolves once the page has published its figures (render-timing.tsx's `publish`). Waits for
 * the page's message instead of polling: Playwright's polling runs its injected script in the
 * page, compiled on first use and then run every frame, inside the render being timed.
 */
export function benchDone(page: Page): Promise<unknown> {
  return page.waitForEvent('console', { predicate: (message) => message.text() === BENCH_DONE_MESSAGE, timeout: TIMEOUT });
}

/** A script's path and gzip size; null for a body that can no longer be read. */
function gzipSizeOf(response: Response): Promise<ScriptSize | null> {
  const path = new URL(response.url()).pathname;
  return response.body().then((body) => ({ path, gzipBytes: gzipSync(body, { level: 9 }).length }), () => null);
}

/**
 * Loads `url` `loads` times, each in a fresh browser context (1280×800), waiting for
 * `window.__bench.done`; returns each load's figures and the scripts it requested.
 */
export async function loadBenchPage<Figures>(browser: Browser, url: string, loads: number): Promise<Array<PageLoad<Figures>>> {
  const results: Array<PageLoad<Figures>> = [];
  for (let load = 0; load < loads; load++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      // Bodies are read and compressed only once the figures are in: reading them over the
      // protocol and gzipping them while the page renders would compete for the same cores.
      const scriptResponses: Response[] = [];
      const onResponse = (response: Response) => {
        if (response.request().resourceType() === 'script') scriptResponses.push(response);
      };
      page.on('response', onResponse);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const done = benchDone(page);
      await page.goto(url, { timeout: TIMEOUT });
      await done.catch((error: unknown) => {
        throw new Error(`${url} did not finish${errors.length > 0 ? `: ${errors.join('; ')}` : ''} (${String(error)})`);
      });
      const figures = await page.evaluate(() => (window as unknown as { __bench: Figures }).__bench);
      page.off('response', onResponse);
      const scripts = await Promise.all(scriptResponses.map(gzipSizeOf));
      results.push({ figures, scripts: scripts.filter((script) => script !== null) });
    } finally {
      await context.close();
    }
  }
  return results;
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Kilobytes with one decimal. */
export const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
