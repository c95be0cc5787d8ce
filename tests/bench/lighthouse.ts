// Lighthouse on the signed-in home page, desktop and mobile, in Debian's Chromium (never a
// downloaded browser). The member signs in through the sign-in page in the same Chrome first;
// Lighthouse then keeps the browser's storage (the token in localStorage, the signed-in hint
// cookie) but starts each run with an empty HTTP cache and no service worker: a returning
// member on a browser that kept nothing else, the slowest load a member meets.
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { atLeast, type Figure } from './figures.ts';
import { CHROMIUM_ARGS } from './browser.ts';
import { DEMO_PASSWORD, type RunningServer } from './server.ts';

const TIMEOUT = 30_000;
const FORM_FACTORS: Array<{ name: 'desktop' | 'mobile'; config: Config | undefined }> = [
  { name: 'desktop', config: desktopConfig },
  { name: 'mobile', config: undefined }, // Lighthouse's default: a mid-range phone on slow 4G, simulated
];
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100 } as const;
/**
 * TESSERA_LIGHTHOUSE_THROTTLING=devtools throttles the real load (Chromium's own request
 * scheduling included) instead of simulating it afterwards: slower and not what the target is
 * scored on, but it shows what a change costs on a slow connection (decision 0015, fifth pass).
 */
const THROTTLING = process.env.TESSERA_LIGHTHOUSE_THROTTLING === 'devtools' ? { throttlingMethod: 'devtools' as const } : {};
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function signIn(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/app/`, { timeout: TIMEOUT });
  await page.waitForSelector('#email', { timeout: TIMEOUT });
  await page.type('#email', 'ada@demo.test');
  await page.type('#password', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ timeout: TIMEOUT }), page.click('button[type=submit]')]);
  await page.waitForSelector('h1', { timeout: TIMEOUT });
  await page.waitForFunction(() => !document.getElementById('full-loader') && !/[?&]s=/.test(location.search), { timeout: TIMEOUT });
  return page.url();
}

/**
 * Forgets what a previous load left behind, except the member's storage and cookies. The app
 * registers its service worker a while after the first page; it is waited for first, or it could
 * arrive after the clean-up and answer the measured load from its cache.
 */
async function forgetCachedFiles(page: Page, origin: string): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.ready.then(() => true), { timeout: TIMEOUT });
  const session = await page.createCDPSession();
  await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

function summarise(result: Result, formFactor: string): Figure[] {
  const metrics = METRICS.map((id) => `${result.audits[id]?.title ?? id} ${result.audits[id]?.displayValue ?? '?'}`);
  console.log(`  ${formFactor}: ${metrics.join(', ')}`);
  const figures: Figure[] = [];
  for (const [id, target] of Object.entries(TARGETS)) {
    const category = result.categories[id];
    const score = Math.round((category?.score ?? 0) * 100);
    figures.push(atLeast(`Lighthouse ${id}, signed-in home page, ${formFactor}`, score, 'points', target));
    if (score >= 100) continue;
    const lost = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (result.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${ref.id} (${result.audits[ref.id]?.displayValue ?? result.audits[ref.id]?.score})`);
    if (lost.length > 0) console.log(`    ${id} loses points on: ${lost.join(', ')}`);
  }
  return figures;
}

export async function lighthouseHome(server: RunningServer): Promise<Figure[]> {
  const chrome = await launchChrome({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
    const page = await browser.newPage();
    const home = await signIn(page, server.baseUrl);
    console.log(`  signed in as ada@demo.test; measuring ${new URL(home).pathname}`);
    const figures: Figure[] = [];
    for (const { name, config } of FORM_FACTORS) {
      await forgetCachedFiles(page, server.baseUrl);
      const run = await lighthouse(home, {
        disableStorageReset: true,
        ...THROTTLING,
        onlyCategories: Object.keys(TARGETS),
        logLevel: 'error',
      }, config, page);
      if (!run) throw new Error('Lighthouse returned no result');
      const report = join(tmpdir(), `tessera-lighthouse-${name}.json`);
      await writeFile(report, JSON.stringify(run.lhr));
      // The trace shows what the report only summarises: each main-thread task, unslowed; with the
      // devtools log, the simulation can be replayed (tests/bench/lantern-replay.ts).
      await writeFile(report.replace(/\.json$/, '.trace.json'), JSON.stringify(run.artifacts.Trace));
      await writeFile(report.replace(/\.json$/, '.devtoolslog.json'), JSON.stringify(run.artifacts.DevtoolsLog));
      console.log(`  full report: ${report} (trace and devtools log beside it)`);
      figures.push(...summarise(run.lhr, name));
    }
    await browser.disconnect();
    return figures;
  } finally {
    chrome.kill();
  }
}
