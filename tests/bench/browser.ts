// What a member's browser goes through: the JavaScript downloaded before the first page shows
// (bytes on the wire, as the server compressed them), and the time from submitting the sign-in
// form to the page being in view.
import { chromium, type Browser, type Page, type Request } from '@playwright/test';
import { below, type Figure } from './figures.ts';
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
 * The JavaScript a member's browser receives before their first page is in view, counted as it
 * crossed the wire: the encoded body sizes Chromium reports (it asks for `br`), for every script
 * requested before that moment. Scripts started later (the live connection, the service worker,
 * after the first page by design) are listed apart and not counted.
 */
export async function firstLoadJs(browser: Browser, server: RunningServer): Promise<Figure[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const transfers: Array<Promise<ScriptTransfer>> = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') transfers.push(transferOf(request));
  });
  try {
    await openSignIn(page, server.baseUrl);
    const since = performance.timeOrigin + performance.now();
    const inViewAt = since + (await submitAndWaitForPage(page));
    await page.waitForTimeout(2500); // lets the scripts started after the page finish, to list them
    const all = await Promise.all(transfers);
    const before = all.filter((t) => t.startedAt <= inViewAt);
    const after = all.filter((t) => t.startedAt > inViewAt);
    const kb = (list: ScriptTransfer[]) => Math.round(list.reduce((sum, t) => sum + t.bytes, 0) / 102.4) / 10;
    for (const t of before.sort((a, b) => b.bytes - a.bytes)) console.log(`  ${(t.bytes / 1024).toFixed(1).padStart(6)} KB  ${t.encoding.padEnd(8)} ${t.path}`);
    console.log(`  after the page (not counted): ${after.map((t) => `${t.path} ${(t.bytes / 1024).toFixed(1)} KB`).join(', ') || 'none'} (${kb(after)} KB)`);
    const uncompressed = before.filter((t) => t.encoding === 'identity');
    if (uncompressed.length > 0) console.log(`  sent uncompressed: ${uncompressed.map((t) => t.path).join(', ')}`);
    return [below('JavaScript on the wire before the first member page (br)', kb(before), 'KB', 120)];
  } finally {
    await context.close();
  }
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
