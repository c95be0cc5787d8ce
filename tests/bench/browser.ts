// What a member's browser goes through: the JavaScript downloaded before the first page shows
// (bytes on the wire, as the server compressed them), and the time from submitting the sign-in
// form to the page being in view.
import { get } from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { atMost, below, type Figure } from './figures.ts';
import { DEMO_PASSWORD, type RunningServer } from './server.ts';

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run', '--disable-quic'];
const TIMEOUT = 30_000;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export async function openSignIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/app/`, { timeout: TIMEOUT });
  await page.waitForURL(/\/signin/, { timeout: TIMEOUT });
  await page.getByLabel('Email').fill('ada@demo.test');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
}

/**
 * Submits the sign-in form and returns how long until a person sees the page: its title rendered
 * and the full-page loader that covers the app while it starts faded out and gone. The moment is
 * taken in the page by a MutationObserver, since Playwright's waits poll at growing intervals
 * (up to 500 ms) and would add their own delay. Both clocks are the system clock.
 */
export async function submitAndWaitForPage(page: Page): Promise<number> {
  // A string, not a function: tsx would wrap named functions in a helper the page does not have.
  await page.addInitScript(`
    const observer = new MutationObserver(() => {
      if (document.getElementById('full-loader') || !document.querySelector('h1')) return;
      window.pageInViewAt = performance.timeOrigin + performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true });
  `);
  const since = performance.timeOrigin + performance.now();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/app\//, { timeout: TIMEOUT });
  await page.getByRole('heading', { level: 1 }).waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.locator('#full-loader').waitFor({ state: 'detached', timeout: TIMEOUT });
  const inViewAt = await page.evaluate(() => (window as { pageInViewAt?: number }).pageInViewAt);
  if (inViewAt === undefined) throw new Error('The page came into view without the observer noticing');
  return inViewAt - since;
}

interface ScriptTransfer {
  path: string;
  startedAt: number;
  bytes: number;
  encoding: string;
}

async function transferOf(request: Request): Promise<ScriptTransfer> {
  const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
  return {
    path: new URL(request.url()).pathname,
    startedAt: request.timing().startTime,
    bytes: sizes.responseBodySize,
    encoding: response?.headers()['content-encoding'] ?? 'identity',
  };
}

/**
 * The size of `path` as the server sends it to a browser that accepts only gzip (its precompressed
 * copy); a file it sends uncompressed counts as its gzip at level 9, as the build would make it.
 */
function gzipBytesServed(baseUrl: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(`${baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => {
        const body = Buffer.concat(chunks);
        if (reply.statusCode !== 200) reject(new Error(`GET ${path} answered ${reply.statusCode}`));
        else resolve(reply.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body, { level: 9 }).length);
      });
    }).on('error', reject);
  });
}

/** The JavaScript before a member's first page, in KB: as it crossed the wire (br) and as gzip. */
export interface FirstPageJs {
  brKb: number;
  gzipKb: number;
}

const kbOf = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * The JavaScript a member's browser receives before their first page is in view, counted as it
 * crossed the wire: the encoded body sizes Chromium reports (it asks for `br`), for every script
 * requested before that moment, and the same scripts as the server sends them gzipped. Scripts
 * started later (the live connection, the service worker, after the first page by design) are
 * listed apart and not counted.
 */
/** One entry per file: the request that brought it over the network (a later read of a prefetched file from the cache reports no body). */
function onePerFile(list: ScriptTransfer[]): ScriptTransfer[] {
  const byPath = new Map<string, ScriptTransfer>();
  for (const t of list) if (t.bytes > (byPath.get(t.path)?.bytes ?? -Infinity)) byPath.set(t.path, t);
  return [...byPath.values()];
}

export async function measureFirstLoadJs(browser: Browser, server: RunningServer): Promise<FirstPageJs> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const transfers: Array<Promise<ScriptTransfer>> = [];
  page.on('requestfinished', (request) => {
    // The sign-in page prefetches the app's scripts (resource type "other"): they count where they cross the wire.
    if (request.resourceType() === 'script' || new URL(request.url()).pathname.endsWith('.js')) transfers.push(transferOf(request));
  });
  try {
    await openSignIn(page, server.baseUrl);
    const since = performance.timeOrigin + performance.now();
    const inViewAt = since + (await submitAndWaitForPage(page));
    await page.waitForTimeout(2500); // lets the scripts started after the page finish, to list them
    const all = await Promise.all(transfers);
    const before = onePerFile(all.filter((t) => t.startedAt <= inViewAt));
    const after = all.filter((t) => t.startedAt > inViewAt);
    const gzips = await Promise.all(before.map((t) => gzipBytesServed(server.baseUrl, t.path)));
    const gzipOf = new Map(before.map((t, i) => [t, gzips[i]!]));
    const sum = (list: ScriptTransfer[]) => list.reduce((total, t) => total + t.bytes, 0);
    for (const t of before.sort((a, b) => b.bytes - a.bytes)) {
      console.log(`  ${(t.bytes / 1024).toFixed(1).padStart(6)} KB  ${t.encoding.padEnd(8)} ${(gzipOf.get(t)! / 1024).toFixed(1).padStart(6)} KB gzip  ${t.path}`);
    }
    console.log(`  after the page (not counted): ${after.map((t) => `${t.path} ${(t.bytes / 1024).toFixed(1)} KB`).join(', ') || 'none'} (${kbOf(sum(after))} KB)`);
    const uncompressed = before.filter((t) => t.encoding === 'identity');
    if (uncompressed.length > 0) console.log(`  sent uncompressed: ${uncompressed.map((t) => t.path).join(', ')}`);
    return { brKb: kbOf(sum(before)), gzipKb: kbOf(gzips.reduce((total, bytes) => total + bytes, 0)) };
  } finally {
    await context.close();
  }
}

/** The js-size figures: br as served to Chromium (< 120 KB), and gzip with edit mode built (≤ 165 KB, issue 10). */
export function firstLoadJsFigures({ brKb, gzipKb }: FirstPageJs): Figure[] {
  return [
    below('JavaScript on the wire before the first member page (br)', brKb, 'KB', 120),
    atMost('JavaScript before the first member page (gzip)', gzipKb, 'KB', 165),
  ];
}

/** Median of three sign-ins, each in a fresh browser context. */
export async function firstPageAfterSignIn(browser: Browser, server: RunningServer): Promise<Figure[]> {
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      await openSignIn(page, server.baseUrl);
      times.push(await submitAndWaitForPage(page));
    } finally {
      await context.close();
    }
  }
  times.sort((a, b) => a - b);
  console.log(`  runs: ${times.map((t) => `${Math.round(t)} ms`).join(', ')}`);
  return [below('First page visible after sign-in (median of 3)', Math.round(times[1]!), 'ms', 1000)];
}
