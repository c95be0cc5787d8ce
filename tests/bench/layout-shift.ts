// Cumulative layout shift of every demo page a member can open, each loaded as a fresh page in
// Chromium and measured in the page with a `layout-shift` PerformanceObserver, at a desktop and a
// phone width.
import type { Browser, Page } from '@playwright/test';
import type { Structure } from '@tessera/schemas';
import { below, type Figure } from './figures.ts';
import { openSignIn, submitAndWaitForPage } from './browser.ts';
import type { RunningServer } from './server.ts';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 375, height: 812 } },
] as const;
const TIMEOUT = 30_000;
/** After the page is whole, shifts can still come from late images, fonts or notices. */
const SETTLE_MS = 1500;

// CLS as Chromium and Lighthouse define it: the largest session window of shifts (gaps under
// 1 s, windows at most 5 s), shifts right after input excluded. A string: tsx would wrap a
// function in helpers the page does not have.
const OBSERVER = `
  window.__layoutShift = { cls: 0, shifts: [] };
  let windowValue = 0, windowStart = 0, previous = 0;
  const describe = (node) => {
    if (!node || !node.tagName) return '?';
    const id = node.id ? '#' + node.id : '';
    const cls = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).slice(0, 2).join('.') : '';
    const block = node.closest && node.closest('[data-block-type]');
    return node.tagName.toLowerCase() + id + cls + (block ? ' in ' + block.getAttribute('data-block-type') : '');
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const joins = windowValue > 0 && entry.startTime - previous < 1000 && entry.startTime - windowStart < 5000;
      windowValue = joins ? windowValue + entry.value : entry.value;
      if (!joins) windowStart = entry.startTime;
      previous = entry.startTime;
      window.__layoutShift.cls = Math.max(window.__layoutShift.cls, windowValue);
      window.__layoutShift.shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources: (entry.sources || []).map((s) => describe(s.node)) });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/** Every page of every module the member sees in the navigation, as app paths. */
async function demoPagePaths(server: RunningServer): Promise<string[]> {
  const reply = await fetch(`${server.baseUrl}/api/v1/structure`, { headers: { authorization: `Bearer ${server.jwt}` } });
  if (!reply.ok) throw new Error(`GET /api/v1/structure answered ${reply.status}`);
  const { modules } = (await reply.json()) as Structure;
  return modules
    .filter((m) => !m.hideFromNav && !m.isAbstract && !m.archived)
    .flatMap((m) => m.children.filter((p) => !p.hideFromNav && !p.isAbstract).map((p) => `/app/${m.slug}/${p.slug}`));
}

async function measure(page: Page, url: string): Promise<{ cls: number; shifts: Shift[] }> {
  await page.goto(url, { timeout: TIMEOUT });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: TIMEOUT });
  await page.locator('#full-loader').waitFor({ state: 'detached', timeout: TIMEOUT });
  await page.waitForLoadState('networkidle', { timeout: TIMEOUT }).catch(() => {});
  await page.waitForTimeout(SETTLE_MS);
  return page.evaluate(() => (window as unknown as { __layoutShift: { cls: number; shifts: Shift[] } }).__layoutShift);
}

export async function layoutShiftOnEveryPage(browser: Browser, server: RunningServer): Promise<Figure[]> {
  const paths = await demoPagePaths(server);
  const figures: Figure[] = [];
  for (const { name, viewport } of VIEWPORTS) {
    const context = await browser.newContext({ viewport });
    try {
      const page = await context.newPage();
      await openSignIn(page, server.baseUrl);
      await submitAndWaitForPage(page);
      await page.addInitScript(OBSERVER);
      let worst = { path: '', cls: 0 };
      for (const path of paths) {
        const { cls, shifts } = await measure(page, `${server.baseUrl}${path}`);
        const detail = shifts.filter((s) => s.value >= 0.001).map((s) => `${s.value.toFixed(3)}@${s.at}ms ${s.sources.join(' + ')}`);
        console.log(`  ${name.padEnd(7)} ${cls.toFixed(3)}  ${path}${detail.length > 0 ? `  (${detail.join('; ')})` : ''}`);
        if (cls >= worst.cls) worst = { path, cls };
      }
      figures.push(below(`Layout shift, worst of ${paths.length} pages, ${name} (${worst.path})`, Math.round(worst.cls * 1000) / 1000, 'CLS', 0.05));
    } finally {
      await context.close();
    }
  }
  return figures;
}
