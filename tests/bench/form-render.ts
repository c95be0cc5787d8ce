// The form screen with 200 fields of mixed types (issue 12's benchmarks), a production build in
// Chromium: its mount under the render fixture procedure (7 fresh loads, first discarded, median
// of 6), a keystroke's re-render plus re-validation (median of 40 per load, median of loads), and
// the form's update when a field hands its typed text over (reported).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import { below, reported, type Figure } from './figures.ts';
import { buildBenchPage, loadBenchPage, median, serveDir } from './bench-page.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), 'form-render');
const LOADS = 7;

/** What the page publishes (form-render/src/main.tsx). */
interface FormFigures {
  fields: number;
  renderMs: number;
  commitMs: number;
  keystrokeMedianMs: number;
  keystrokeMaxMs: number;
  handOverMedianMs: number;
  typed: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export async function formRender(browser: Browser): Promise<Figure[]> {
  const dist = await buildBenchPage({ root: ROOT, html: 'index.html' });
  const server = await serveDir(dist, 'index.html');
  try {
    const all = (await loadBenchPage<FormFigures>(browser, `${server.url}/`, LOADS)).slice(1).map((load) => load.figures);
    console.log(`  ${all[0]?.fields} fields; mount ms: ${all.map((f) => round(f.renderMs)).join(', ')}; commit ms: ${all.map((f) => round(f.commitMs)).join(', ')}`);
    console.log(`  keystroke median ms: ${all.map((f) => round(f.keystrokeMedianMs)).join(', ')}; slowest: ${all.map((f) => round(f.keystrokeMaxMs)).join(', ')}`);
    console.log(`  form update when the field hands its text over, median ms: ${all.map((f) => round(f.handOverMedianMs)).join(', ')}`);
    if (all.some((f) => f.typed < 40)) throw new Error('The keystrokes did not reach the field');
    return [
      below('Form of 200 fields: mount (median of 6)', round(median(all.map((f) => f.renderMs))), 'ms', 150),
      below('Form of 200 fields: keystroke re-render + re-validate (median)', round(median(all.map((f) => f.keystrokeMedianMs))), 'ms', 16),
      reported('Form of 200 fields: form update when typed text is handed over (median)', round(median(all.map((f) => f.handOverMedianMs))), 'ms'),
    ];
  } finally {
    await server.close();
  }
}
