// The render benchmark of the shared render fixture procedure (render-fixture/README.md): a
// production page rendering the 1,000- and 5,000-block fixtures through Tessera's renderer, each
// size loaded 7 times in a fresh browser context, the first load discarded, medians of the other 6.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser } from '@playwright/test';
import { atMost, below, reported, type Figure } from './figures.ts';
import { buildBenchPage, kb, loadBenchPage, median, serveDir, type ScriptSize } from './bench-page.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), 'render-fixture');
const SIZES = [1000, 5000] as const;
const LOADS = 7;
const FIXTURE_CHUNK = /\/fixture-\d+-[^/]*\.js$/;

/** What the page publishes (render-fixture/src/main.tsx). */
interface FixtureFigures {
  n: number;
  renderMs: number;
  commitMs: number;
  lcpMs: number | null;
  domNodes: number;
  renderedBlocks: number;
  expectedRenderedBlocks: number;
  stacks: number;
  convertMs: number;
  componentsMs: number;
}

/** Writes fixture-1000.json and fixture-5000.json with the procedure's generator, unless already there. */
async function ensureFixtures(): Promise<void> {
  if (SIZES.every((n) => existsSync(join(ROOT, `fixture-${n}.json`)))) return;
  await promisify(execFile)(process.execPath, ['fixture.mjs'], { cwd: ROOT });
}

const ms = (value: number) => Math.round(value * 10) / 10;
const list = (values: number[]) => values.map((value) => `${Math.round(value)}`).join(', ');

function printScripts(scripts: ScriptSize[]): void {
  for (const script of [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
    console.log(`  ${kb(script.gzipBytes).toFixed(1).padStart(7)} KB gzip  ${script.path}${FIXTURE_CHUNK.test(script.path) ? '  (fixture, not counted)' : ''}`);
  }
}

/**
 * Builds and serves the benchmark page, then measures both sizes. The JavaScript the page loads
 * (gzip, fixtures excluded) may not exceed `memberFirstPageGzipKb`, a member's first page.
 */
export async function renderFixture(browser: Browser, memberFirstPageGzipKb: number): Promise<Figure[]> {
  await ensureFixtures();
  const dist = await buildBenchPage({
    root: ROOT,
    html: 'host-page.html',
    alias: { 'render-fixture-data': ROOT },
    ownChunks: Object.fromEntries(SIZES.map((n) => [`fixture-${n}`, new RegExp(`fixture-${n}\\.json`)])),
  });
  const server = await serveDir(dist, 'host-page.html');
  const figures: Figure[] = [];
  try {
    for (const n of SIZES) {
      const loads = (await loadBenchPage<FixtureFigures>(browser, `${server.url}/?n=${n}`, LOADS)).slice(1);
      const all = loads.map((load) => load.figures);
      for (const figure of all) {
        if (figure.renderedBlocks !== figure.expectedRenderedBlocks) {
          throw new Error(`fixture-${n}: ${figure.renderedBlocks} blocks on the page, ${figure.expectedRenderedBlocks} expected`);
        }
      }
      const of = (pick: (figure: FixtureFigures) => number) => all.map(pick);
      const [first] = all;
      console.log(`  fixture-${n}: ${first?.renderedBlocks} blocks shown (${first?.stacks} stacks for multi-block tabs), ${first?.domNodes} elements`);
      console.log(`    render ms: ${list(of((f) => f.renderMs))}; commit ms: ${list(of((f) => f.commitMs))}; LCP ms: ${list(of((f) => f.lcpMs ?? NaN))}`);
      console.log(`    convert ms: ${list(of((f) => f.convertMs))}; components loaded before t0 in ms: ${list(of((f) => f.componentsMs))}`);
      const label = `Render fixture ${n.toLocaleString('en')} blocks`;
      const render = ms(median(of((f) => f.renderMs)));
      const commit = ms(median(of((f) => f.commitMs)));
      if (n === 1000) figures.push(below(`${label}: render (median of 6)`, render, 'ms', 130), below(`${label}: commit (median of 6)`, commit, 'ms', 50));
      else figures.push(reported(`${label}: render (median of 6)`, render, 'ms'), reported(`${label}: commit (median of 6)`, commit, 'ms'));
      figures.push(
        reported(`${label}: LCP (median of 6)`, ms(median(of((f) => f.lcpMs ?? NaN))), 'ms'),
        reported(`${label}: DOM elements`, first?.domNodes ?? 0, 'elements'),
        reported(`${label}: convert before t0 (median of 6)`, ms(median(of((f) => f.convertMs))), 'ms'),
      );
      if (n === SIZES[0]) {
        const scripts = loads[0]?.scripts ?? [];
        printScripts(scripts);
        const counted = scripts.filter((script) => !FIXTURE_CHUNK.test(script.path)).reduce((sum, script) => sum + script.gzipBytes, 0);
        figures.push(atMost('Render fixture page JavaScript loaded (gzip, fixtures excluded), vs a member\'s first page', kb(counted), 'KB', memberFirstPageGzipKb));
      }
    }
  } finally {
    await server.close();
  }
  return figures;
}
