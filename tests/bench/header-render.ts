// The header with 200 modules (issue 10's benchmarks): the shell's real header rendered for a
// generated site, under the render fixture procedure (7 fresh loads, first discarded, median of 6).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { below, type Figure } from './figures.ts';
import { buildBenchPage, loadBenchPage, median, serveDir } from './bench-page.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), 'header-render');
const LOADS = 7;

/** What the page publishes (header-render/src/main.tsx). */
interface HeaderFigures {
  modules: number;
  renderMs: number;
  commitMs: number;
  tabsInBar: number;
}

export async function headerRender(browser: Browser): Promise<Figure[]> {
  const dist = await buildBenchPage({ root: ROOT, html: 'index.html' });
  const server = await serveDir(dist, 'index.html');
  try {
    const all = (await loadBenchPage<HeaderFigures>(browser, `${server.url}/`, LOADS)).slice(1).map((load) => load.figures);
    const [first] = all;
    console.log(`  ${first?.modules} modules, ${first?.tabsInBar} tabs in the bar, the rest in "More"`);
    console.log(`  render ms: ${all.map((f) => Math.round(f.renderMs)).join(', ')}; commit ms: ${all.map((f) => Math.round(f.commitMs)).join(', ')}`);
    return [below('Header with 200 modules: render (median of 6)', Math.round(median(all.map((f) => f.renderMs)) * 10) / 10, 'ms', 50)];
  } finally {
    await server.close();
  }
}
