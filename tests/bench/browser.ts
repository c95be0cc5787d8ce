// What a member's browser goes through: the JavaScript downloaded before the first page shows
// (gzip size), and the time from submitting the sign-in form to the page being in view.
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { atMost, below, type Figure } from './figures.ts';
import { DEMO_PASSWORD, type RunningServer } from './server.ts';

const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu', '--no-first-run', '--disable-quic'];
const TIMEOUT = 30_000;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

async function openSignIn(page: Page, baseUrl: string): Promise<void> {
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
async function submitAndWaitForPage(page: Page): Promise<number> {
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

/**
 * Sum of the gzip-compressed sizes of every distinct script the browser fetched until the first
 * page showed. The bodies are fetched again afterwards (a body is gone once its page navigates
 * away, and the sign-in flow navigates twice) and gzipped here, whatever the server sends.
 */
export async function firstLoadJs(browser: Browser, server: RunningServer): Promise<Figure[]> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const isScript = response.request().resourceType() === 'script' || /javascript/.test(response.headers()['content-type'] ?? '');
    if (isScript && response.ok()) scripts.add(response.url());
  });
  try {
    await openSignIn(page, server.baseUrl);
    await submitAndWaitForPage(page);
    const bodies = await Promise.all([...scripts].map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())));
    const gzipKb = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
    console.log(`  ${scripts.size} script files: ${[...scripts].map((u) => new URL(u).pathname).join(', ')}`);
    return [atMost('JavaScript before the first member page (gzip)', Math.round(gzipKb * 10) / 10, 'KB', 180)];
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
