// `tessera apply`, `export` and a no-op `diff` and `apply` on a generated site of 200 modules,
// 2,000 pages and 10,000 blocks, against a server on the embedded database stored on disk as the
// server stores it. The commands run in this process (their start-up is `tessera --help`'s figure).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../cli/src/run-cli.ts';
import type { CliEnv } from '../../cli/src/config/config-dir.ts';
import { openDatabase } from '../../server/src/db/database.ts';
import { startListeningServer } from '../../server/src/testing/listening-server.ts';
import { below, reported, type Figure } from './figures.ts';
import { writeGeneratedSite } from './generated-site.ts';

const PORT = Number(process.env.TESSERA_BENCH_SYNC_PORT ?? 3213);

interface Timed { ms: number; cpuMs: number }

/** Wall-clock and CPU time (client and server together: both run in this process) of one command. */
async function timedCli(label: string, args: string[], env: CliEnv): Promise<Timed> {
  let output = '';
  const io = { out: (text: string) => { output += text; }, err: (text: string) => { output += text; }, input: process.stdin, env };
  const start = performance.now();
  const cpu = process.cpuUsage();
  const code = await runCli(args, io);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  if (code !== 0) throw new Error(`tessera ${args.join(' ')} exited ${code}:\n${output.slice(-2000)}`);
  console.log(`  ${label}: ${Math.round(ms)} ms, ${Math.round(cpuMs)} ms CPU — ${output.trim().split('\n').at(-1)}`);
  return { ms, cpuMs };
}

export async function siteSync(): Promise<Figure[]> {
  const work = mkdtempSync(join(tmpdir(), 'tessera-bench-sync-'));
  const server = await startListeningServer(PORT, {
    empty: true,
    open: async () => {
      const db = openDatabase({ kind: 'pglite', dir: join(work, 'data') });
      return { db, dispose: () => db.destroy() };
    },
  });
  try {
    const generated = join(work, 'generated');
    const counts = await writeGeneratedSite(generated);
    console.log(`  generated ${counts.modules} modules, ${counts.pages} pages, ${counts.blocks} blocks`);
    const env = { TESSERA_URL: server.url, TESSERA_TOKEN: server.token };
    const apply = await timedCli('apply into an empty server', ['apply', generated], env);
    const exported = join(work, 'exported');
    const exporting = await timedCli('export', ['export', exported], env);
    const diff = await timedCli('no-op diff', ['diff', exported], env);
    const noop = await timedCli('no-op apply', ['apply', exported], env);
    // The wall-clock figures carry the targets; the CPU times compare runs on a shared machine.
    return [
      below('tessera apply into an empty server (10,000 blocks)', Math.round(apply.ms), 'ms', 6000),
      reported('  CPU time of it', Math.round(apply.cpuMs), 'ms'),
      below('tessera export (same site)', Math.round(exporting.ms), 'ms', 3000),
      reported('  CPU time of it', Math.round(exporting.cpuMs), 'ms'),
      below('tessera diff, no changes', Math.round(diff.ms), 'ms', 1500),
      reported('  CPU time of it', Math.round(diff.cpuMs), 'ms'),
      below('tessera apply, no changes', Math.round(noop.ms), 'ms', 1500),
      reported('  CPU time of it', Math.round(noop.cpuMs), 'ms'),
    ];
  } finally {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  }
}
