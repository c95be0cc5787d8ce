// Replays Lighthouse's simulated load (Lantern) on a report the lighthouse bench saved, from its
// trace and devtools log:
//   node --import tsx tests/bench/lantern-replay.ts <report.json> [--cpu-time] [--painted-at] [--graph]
//     [--size <part of a URL>=<bytes>|drop]...
// Two corrections estimate what the same load would score on an idle machine (the report's own
// figures follow the machine's load): --cpu-time gives each main-thread task the CPU time its
// thread had (the trace's tdur) instead of its wall time (on a loaded machine a task waits for a
// core, and Lantern multiplies that wait by four as if it were work); --painted-at dates the first
// contentful paint and each largest-contentful-paint candidate when the main thread painted them,
// not when the starved compositor showed the frame (up to a second later seen at load 15-20),
// which decides what Lantern counts before them. --graph lists the nodes of the simulated FCP and
// LCP, the last ones first. --size asks what a change of bytes would do before it is made: the
// requests whose URL contains the part get that many bytes on the wire, or are left out (drop).
import { readFile } from 'node:fs/promises';
import FcpAudit from 'lighthouse/core/audits/metrics/first-contentful-paint.js';
import LcpAudit from 'lighthouse/core/audits/metrics/largest-contentful-paint.js';
import SiAudit from 'lighthouse/core/audits/metrics/speed-index.js';
import TbtAudit from 'lighthouse/core/audits/metrics/total-blocking-time.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import type { Result } from 'lighthouse';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: Record<string, unknown> }
interface Trace { traceEvents: TraceEvent[] }
interface SimulatedNode { type: string; startTime: number; endTime: number; request?: { url: string; priority: string; transferSize: number }; childEvents?: TraceEvent[] }
interface DevtoolsEvent { method: string; params: { requestId?: string; request?: { url: string }; encodedDataLength?: number } }
interface LanternResult { timing: number; pessimisticEstimate: { nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }> } }

const WEIGHTS = { 'first-contentful-paint': 10, 'speed-index': 10, 'largest-contentful-paint': 25, 'total-blocking-time': 30, 'cumulative-layout-shift': 25 } as const;

/** The renderer's main thread: the thread of the trace's `CrRendererMain`. */
function mainThread(trace: Trace): { pid: number; tid: number } {
  const named = trace.traceEvents.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const busiest = new Map<string, number>();
  for (const event of trace.traceEvents) {
    if (event.ph !== 'X' || !named.some((thread) => thread.pid === event.pid && thread.tid === event.tid)) continue;
    busiest.set(`${event.pid}:${event.tid}`, (busiest.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  }
  const [key] = [...busiest.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const [pid, tid] = key.split(':').map(Number) as [number, number];
  return { pid, tid };
}

/** Shrinks each top-level task of the main thread, and the events inside it, to its thread time. */
function toCpuTime(trace: Trace): void {
  const { pid, tid } = mainThread(trace);
  const events = trace.traceEvents.filter((event) => event.pid === pid && event.tid === tid).sort((a, b) => a.ts - b.ts);
  let task: { start: number; end: number; factor: number } | null = null;
  for (const event of events) {
    if (task && event.ts >= task.end) task = null;
    if (!task && event.ph === 'X' && event.dur && event.tdur !== undefined && /RunTask/.test(event.name)) {
      task = { start: event.ts, end: event.ts + event.dur, factor: Math.min(1, event.tdur / event.dur) };
      event.dur = event.tdur;
      continue;
    }
    if (!task) continue;
    event.ts = task.start + (event.ts - task.start) * task.factor;
    if (event.dur !== undefined) event.dur *= task.factor;
  }
}

/** Gives the requests whose URL contains `part` `bytes` on the wire, or removes them (`drop`). */
function resize(devtoolsLog: DevtoolsEvent[], edit: string): DevtoolsEvent[] {
  const at = edit.lastIndexOf('=');
  const [part, value] = [edit.slice(0, at), edit.slice(at + 1)];
  const ids = new Set(devtoolsLog.filter((event) => event.method === 'Network.requestWillBeSent' && event.params.request?.url.includes(part)).map((event) => event.params.requestId));
  if (ids.size === 0) throw new Error(`--size ${edit}: no request's URL contains ${part}`);
  if (value === 'drop') return devtoolsLog.filter((event) => !ids.has(event.params?.requestId));
  const bytes = Number(value);
  const finished = new Map(devtoolsLog.filter((event) => event.method === 'Network.loadingFinished' && ids.has(event.params.requestId)).map((event) => [event.params.requestId, event.params.encodedDataLength!]));
  for (const event of devtoolsLog) {
    const factor = bytes / (finished.get(event.params?.requestId) ?? bytes);
    if (!ids.has(event.params?.requestId) || event.params.encodedDataLength === undefined) continue;
    event.params.encodedDataLength = event.method === 'Network.loadingFinished' ? bytes : Math.round(event.params.encodedDataLength * factor);
  }
  return devtoolsLog;
}

/** Moves the paint marks back to the main thread's paint of the content they name. */
function toPaintedAt(trace: Trace): void {
  const painted = new Map<number, number>();
  for (const event of trace.traceEvents) {
    const nodeId = (event.args?.data as { dom_node_id?: number } | undefined)?.dom_node_id;
    if (event.name !== 'PaintTimingVisualizer::LayoutObjectPainted' || nodeId === undefined) continue;
    painted.set(nodeId, Math.min(painted.get(nodeId) ?? Infinity, event.ts));
  }
  const candidates = trace.traceEvents.filter((event) => event.name === 'largestContentfulPaint::Candidate');
  for (const candidate of candidates) {
    const at = painted.get((candidate.args?.data as { nodeId?: number } | undefined)?.nodeId ?? -1);
    if (at !== undefined && at < candidate.ts) candidate.ts = at;
  }
  const first = Math.min(...candidates.map((candidate) => candidate.ts));
  for (const mark of trace.traceEvents.filter((event) => ['firstContentfulPaint', 'firstPaint', 'firstMeaningfulPaint'].includes(event.name))) {
    mark.ts = Math.min(mark.ts, first);
  }
}

const label = (node: SimulatedNode): string => node.request ? `${node.request.priority.padEnd(8)} ${String(node.request.transferSize).padStart(6)} B ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`
  : `cpu ${(node.childEvents ?? []).map((event) => event.name).filter((name) => /Evaluate|Layout|Paint|ParseHTML|FunctionCall|TimerFire|v8\.evaluateModule|FireAnimationFrame/.test(name)).slice(0, 4).join(',')}`;

async function main(): Promise<void> {
  const [reportPath, ...flags] = process.argv.slice(2);
  if (!reportPath) throw new Error('usage: lantern-replay.ts <tessera-lighthouse-*.json> [--cpu-time] [--painted-at] [--graph] [--size <url part>=<bytes>|drop]...');
  const lhr = JSON.parse(await readFile(reportPath, 'utf8')) as Result;
  const trace = JSON.parse(await readFile(reportPath.replace(/\.json$/, '.trace.json'), 'utf8')) as Trace;
  let devtoolsLog = JSON.parse(await readFile(reportPath.replace(/\.json$/, '.devtoolslog.json'), 'utf8')) as DevtoolsEvent[];
  for (const [at, flag] of flags.entries()) if (flag === '--size') devtoolsLog = resize(devtoolsLog, flags[at + 1] ?? '');
  if (flags.includes('--cpu-time')) toCpuTime(trace);
  if (flags.includes('--painted-at')) toPaintedAt(trace);

  const settings = lhr.configSettings;
  const URL = { requestedUrl: lhr.requestedUrl, mainDocumentUrl: lhr.mainDocumentUrl, finalDisplayedUrl: lhr.finalDisplayedUrl };
  const artifacts = { Trace: trace, DevtoolsLog: devtoolsLog, GatherContext: { gatherMode: 'navigation' }, URL, SourceMaps: [] };
  const computedCache = new Map();
  let weighted = WEIGHTS['cumulative-layout-shift'] * (lhr.audits['cumulative-layout-shift']?.score ?? 0);
  const figures: string[] = [];
  for (const [id, audit] of [['first-contentful-paint', FcpAudit], ['largest-contentful-paint', LcpAudit], ['total-blocking-time', TbtAudit], ['speed-index', SiAudit]] as const) {
    const context = { settings, options: audit.defaultOptions, computedCache };
    const product = await (audit as unknown as { audit(a: unknown, c: unknown): Promise<{ score: number; numericValue: number }> }).audit(artifacts, context);
    weighted += WEIGHTS[id] * product.score;
    figures.push(`${id.replace(/-/g, ' ')} ${Math.round(product.numericValue)} ms (${product.score.toFixed(2)})`);
  }
  console.log(`${settings.formFactor}: performance ${Math.round(weighted)} (report: ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}); ${figures.join(', ')}`);

  if (!flags.includes('--graph')) return;
  const data = { trace, devtoolsLog, gatherContext: { gatherMode: 'navigation' }, settings, URL, SourceMaps: [], simulator: null };
  for (const [name, metric] of [['FCP', LanternFirstContentfulPaint], ['LCP', LanternLargestContentfulPaint]] as const) {
    const result = (await (metric as unknown as { request(d: unknown, c: unknown): Promise<LanternResult> }).request(data, { computedCache, settings })) as LanternResult;
    console.log(`\n${name} ${Math.round(result.timing)} ms; pessimistic graph, by simulated end:`);
    const timings = [...result.pessimisticEstimate.nodeTimings.entries()].sort((a, b) => b[1].endTime - a[1].endTime);
    for (const [node, timing] of timings) console.log(`  ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${label(node)}`);
  }
}

await main();
