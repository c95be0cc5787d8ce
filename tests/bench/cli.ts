// The `tessera` command as a user runs it: a new process each time, from the bundle npm run build
// writes (cli/dist). `tessera --help` is the cost of starting the CLI at all; `validate` checks
// the generated site of 200 modules, 2,000 pages and 10,000 blocks (generated-site.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { checkBlock } from '@tessera/blocks/definitions';
import { loadSite } from '@tessera/schemas/site-files';
import { below, reported, type Figure } from './figures.ts';
import { writeGeneratedSite } from './generated-site.ts';
import { repoRoot } from '../support/server-process.ts';

const run = promisify(execFile);
const bin = join(repoRoot, 'cli/bin/tessera.js');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Wall-clock milliseconds of each of `runs` runs of `node <args>` (after one unmeasured run). */
async function timedRuns(args: string[], runs: number): Promise<number[]> {
  await run(process.execPath, args);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run(process.execPath, args, { maxBuffer: 64 * 1024 * 1024 });
    times.push(performance.now() - start);
  }
  return times;
}

const ms = (times: number[]) => times.map((t) => `${Math.round(t)}`).join(', ');

/** `tessera --help`, 11 runs, beside a bare `node -e 0` for the share Node's own start takes. */
export async function cliHelp(): Promise<Figure[]> {
  await run(process.execPath, ['--import', 'tsx', join(repoRoot, 'cli/scripts/build.ts')]);
  const help = await timedRuns([bin, '--help'], 11);
  const bare = await timedRuns(['-e', '0'], 11);
  console.log(`  tessera --help: ${ms(help)} ms; node -e 0: ${ms(bare)} ms`);
  return [below('tessera --help, new process (median of 11)', Math.round(median(help)), 'ms', 300), reported('node -e 0, for comparison (median of 11)', Math.round(median(bare)), 'ms')];
}

/** `tessera validate` on the generated site, 5 runs; and the site check alone, in process. */
export async function cliValidate(): Promise<Figure[]> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-bench-site-'));
  try {
    const size = await writeGeneratedSite(dir);
    console.log(`  generated ${size.modules} modules, ${size.pages} pages, ${size.blocks} blocks (${size.files} files)`);
    await run(process.execPath, ['--import', 'tsx', join(repoRoot, 'cli/scripts/build.ts')]);
    const validate = await timedRuns([bin, 'validate', dir], 5);
    const inProcess: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      const { problems } = await loadSite(dir, { checkBlock });
      if (problems.length > 0) throw new Error(`The generated site has problems: ${JSON.stringify(problems.slice(0, 3))}`);
      inProcess.push(performance.now() - start);
    }
    console.log(`  tessera validate: ${ms(validate)} ms; loadSite in process: ${ms(inProcess)} ms`);
    return [
      below('tessera validate, 10,000 blocks, new process (median of 5)', Math.round(median(validate)), 'ms', 1000),
      reported('loadSite of the same site in process (median of 5)', Math.round(median(inProcess)), 'ms'),
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
