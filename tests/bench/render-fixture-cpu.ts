// Compares builds of a render benchmark's page (the render fixture's, or with --page header or
// --page form the header's or form's benchmark page) by main-thread CPU time rather than wall clock,
// which follows a shared machine's load more than the code (decision 0021). Loads each build in
// turn (alternating), tracing the renderer's main thread, and reports the thread time of its tasks
// between the page's marks: t0 → first commit, and t0 → t1. With --profile, also the JavaScript
// functions with the most self time between t0 and t1 (a sampling profile; it slows the page).
//
//   node --import tsx tests/bench/render-fixture-cpu.ts build <dir> [--page header|form] the current sources, built into <dir>
//   node --import tsx tests/bench/render-fixture-cpu.ts compare <dir>... [--page header|form] [--rounds 5] [--n 1000] [--profile]
import { cp } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import type { Browser, CDPSession } from '@playwright/test';
import { launch } from './browser.ts';
import { benchDone, buildBenchPage, median, serveDir } from './bench-page.ts';

const BENCH_DIR = dirname(fileURLToPath(import.meta.url));
const FIXTURE_ROOT = join(BENCH_DIR, 'render-fixture');
/** The pages this compares: where their sources are and which HTML file they are served from. */
const PAGES = {
  fixture: { root: FIXTURE_ROOT, html: 'host-page.html' },
  header: { root: join(BENCH_DIR, 'header-render'), html: 'index.html' },
  form: { root: join(BENCH_DIR, 'form-render'), html: 'index.html' },
} as const;
type PageName = keyof typeof PAGES;
const CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'disabled-by-default-devtools.timeline', 'v8.execute'];

interface TraceEvent { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string } }
interface LoadCpu { build: string; commitCpu: number; renderCpu: number; renderMs: number; commitMs: number; selfByEvent: Map<string, number>; selfByFunction: Map<string, number>; totalByFunction: Map<string, number> }

async function collectTrace(session: CDPSession): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => void events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((done) => session.once('Tracing.tracingComplete', () => done()));
  await session.send('Tracing.end');
  await complete;
  return events;
}

/** Thread time of the main thread's top-level tasks inside [from, to] (µs, trace clock), in ms. */
function taskCpu(tasks: TraceEvent[], from: number, to: number): number {
  let total = 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    if (end <= from || task.ts >= to || !task.dur) continue;
    const overlap = (Math.min(end, to) - Math.max(task.ts, from)) / task.dur;
    total += (task.tdur ?? task.dur) * overlap;
  }
  return total / 1000;
}

/** Self thread time by event name of the main thread's nested complete events inside [from, to], in ms. */
function selfTimes(events: TraceEvent[], from: number, to: number): Map<string, number> {
  const self = new Map<string, number>();
  const stack: TraceEvent[] = [];
  const add = (name: string, us: number) => self.set(name, (self.get(name) ?? 0) + us / 1000);
  for (const event of events) {
    if (event.ts < from || event.ts > to) continue;
    while (stack.length > 0 && stack.at(-1)!.ts + stack.at(-1)!.dur! <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) add(parent.name, -(event.tdur ?? event.dur!));
    add(event.name, event.tdur ?? event.dur!);
    stack.push(event);
  }
  return self;
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; startTime: number; samples: number[]; timeDeltas: number[] }

const functionKey = ({ callFrame: frame }: ProfileNode) => `${frame.functionName || '(anonymous)'} ${frame.url.split('/').at(-1) ?? ''}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;

/**
 * Sampled time by function (name and place) inside [from, to], in ms: self (the function itself
 * on top of the stack) and total (anywhere on the stack: itself and what it called).
 */
function functionTimes(profile: Profile, from: number, to: number): { self: Map<string, number>; total: Map<string, number> } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  let time = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index + 1] ?? 0;
    time += profile.timeDeltas[index] ?? 0;
    if (time < from || time > to) return;
    const key = functionKey(byId.get(id)!);
    self.set(key, (self.get(key) ?? 0) + delta / 1000);
    const onStack = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parentOf.get(node)) onStack.add(functionKey(byId.get(node)!));
    for (const name of onStack) total.set(name, (total.get(name) ?? 0) + delta / 1000);
  });
  return { self, total };
}

async function loadOnce(browser: Browser, url: string, build: string, profile: boolean): Promise<LoadCpu> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Tracing.start', { traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' }, transferMode: 'ReportEvents' });
    if (profile) {
      await session.send('Profiler.enable');
      await session.send('Profiler.setSamplingInterval', { interval: 100 });
      await session.send('Profiler.start');
    }
    const done = benchDone(page);
    await page.goto(url);
    await done;
    const bench = await page.evaluate(() => (window as unknown as { __bench: { renderMs: number; commitMs: number } }).__bench);
    const cpuProfile = profile ? ((await session.send('Profiler.stop')) as { profile: Profile }).profile : undefined;
    const events = await collectTrace(session);
    const mark = (name: string) => {
      const found = events.find((event) => event.name === name && event.cat.includes('blink.user_timing'));
      if (!found) throw new Error(`No ${name} mark in the trace`);
      return found;
    };
    const t0 = mark('bench-t0');
    const main = events.filter((event) => event.pid === t0.pid && event.tid === t0.tid && event.ph === 'X' && event.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
    const tasks = main.filter((event) => event.cat.includes('toplevel'));
    const commit = mark('bench-commit').ts;
    const t1 = mark('bench-t1').ts;
    const times = cpuProfile ? functionTimes(cpuProfile, t0.ts, t1) : undefined;
    return {
      build,
      commitCpu: taskCpu(tasks, t0.ts, commit),
      renderCpu: taskCpu(tasks, t0.ts, t1),
      renderMs: bench.renderMs,
      commitMs: bench.commitMs,
      selfByEvent: selfTimes(main, t0.ts, t1),
      selfByFunction: times?.self ?? new Map(),
      totalByFunction: times?.total ?? new Map(),
    };
  } finally {
    await context.close();
  }
}

const top = (maps: Array<Map<string, number>>, count: number) => {
  const sum = new Map<string, number>();
  for (const map of maps) for (const [key, value] of map) sum.set(key, (sum.get(key) ?? 0) + value / maps.length);
  return [...sum].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, value]) => `    ${value.toFixed(1).padStart(7)} ms  ${key}`).join('\n');
};

async function compare(dirs: string[], page: PageName, rounds: number, n: number, profile: boolean): Promise<void> {
  const servers = await Promise.all(dirs.map((dir) => serveDir(dir, PAGES[page].html)));
  const browser = await launch();
  const loads: LoadCpu[] = [];
  try {
    // One discarded warm-up load per build, then rounds alternating the order.
    for (let round = -1; round < rounds; round++) {
      const order = round % 2 === 0 ? dirs.map((_, i) => i) : dirs.map((_, i) => dirs.length - 1 - i);
      for (const i of order) {
        const load = await loadOnce(browser, `${servers[i]!.url}/?n=${n}`, dirs[i]!, profile);
        if (round >= 0) loads.push(load);
        console.log(`  ${round < 0 ? 'warm-up' : `round ${round + 1}`} ${dirs[i]}: CPU commit ${load.commitCpu.toFixed(0)} ms, render ${load.renderCpu.toFixed(0)} ms; wall commit ${load.commitMs.toFixed(0)}, render ${load.renderMs.toFixed(0)}`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  for (const dir of dirs) {
    const mine = loads.filter((load) => load.build === dir);
    const med = (pick: (load: LoadCpu) => number) => median(mine.map(pick)).toFixed(0);
    console.log(`\n${dir} (${mine.length} loads, medians): CPU t0→commit ${med((l) => l.commitCpu)} ms, t0→t1 ${med((l) => l.renderCpu)} ms; wall commit ${med((l) => l.commitMs)} ms, render ${med((l) => l.renderMs)} ms`);
    console.log(`  self time by trace event (mean):\n${top(mine.map((l) => l.selfByEvent), 12)}`);
    if (profile) console.log(`  self time by function (mean):\n${top(mine.map((l) => l.selfByFunction), 25)}`);
    if (profile) console.log(`  total time by function, with what it called (mean):\n${top(mine.map((l) => l.totalByFunction), 40)}`);
  }
}

const { positionals, values } = parseArgs({ allowPositionals: true, options: { page: { type: 'string', default: 'fixture' }, rounds: { type: 'string', default: '5' }, n: { type: 'string', default: '1000' }, profile: { type: 'boolean', default: false } } });
const [command, ...dirs] = positionals;
const page = values.page as PageName;
if (!(page in PAGES)) {
  console.error(`--page is one of ${Object.keys(PAGES).join(', ')}`);
  process.exit(2);
}
if (command === 'build' && dirs.length === 1) {
  const { root, html } = PAGES[page];
  if (page === 'fixture') await promisify(execFile)(process.execPath, ['fixture.mjs'], { cwd: FIXTURE_ROOT });
  const dist = await buildBenchPage({ root, html, ...(page === 'fixture' ? { alias: { 'render-fixture-data': FIXTURE_ROOT } } : {}) });
  await cp(dist, dirs[0]!, { recursive: true });
} else if (command === 'compare' && dirs.length > 0) {
  await compare(dirs, page, Number(values.rounds), Number(values.n), values.profile);
} else {
  console.error('Usage: render-fixture-cpu.ts build <dir> [--page header] | compare <dir>... [--page header|form] [--rounds 5] [--n 1000] [--profile]');
  process.exit(2);
}
