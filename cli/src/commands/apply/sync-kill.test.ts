import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { writeGeneratedSite } from '../../../../tests/bench/generated-site.ts';
import { runCli } from '../../run-cli.ts';
import { captureIo } from '../../test-support/capture-io.ts';

const PORT = 3214;
const serverScript = join(import.meta.dirname, '../../../../server/src/testing/serve-site-server.ts');
let work = '';
let child: ChildProcess | undefined;
let requests: string[] = [];

/** Starts the server process on the data directory; resolves once it listens. */
function startServer(dataDir: string): Promise<{ url: string; token: string }> {
  child = spawn(process.execPath, ['--import', 'tsx', serverScript, String(PORT), dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child!.once('exit', (code) => reject(new Error(`The server exited with ${code} before listening`)));
    requests = [];
    const lines = createInterface({ input: child!.stdout! });
    lines.once('line', (line) => {
      resolve(JSON.parse(line) as { url: string; token: string });
      lines.on('line', (request) => requests.push(request));
    });
  });
}

async function tessera(server: { url: string; token: string }, ...args: string[]) {
  const io = captureIo({ env: { TESSERA_URL: server.url, TESSERA_TOKEN: server.token, XDG_CONFIG_HOME: '/nonexistent/tessera-test-config' } });
  return { code: await runCli(args, io), out: io.stdout(), err: io.stderr() };
}

afterAll(async () => {
  child?.kill('SIGKILL');
  if (work) await rm(work, { recursive: true, force: true });
});

it('a server killed (SIGKILL) during the apply of a large site holds, after a restart, no site or all of it, never a mix', { timeout: 600_000 }, async () => {
  work = await mkdtemp(join(tmpdir(), 'tessera-kill-'));
  const site = join(work, 'site');
  const { pages, blocks } = await writeGeneratedSite(site, { modules: 60, pagesPerModule: 10 });
  const dataDir = join(work, 'data');
  let server = await startServer(dataDir);
  const applying = tessera(server, 'apply', site);
  // The CLI checks the files, then sends them; the server checks them again and applies them in
  // one transaction. It is killed a moment after the request arrives, which is mostly inside that
  // transaction; on a fast machine the apply may already have committed, and then the CLI saw it.
  while (!requests.includes('POST /api/v1/site/apply')) await new Promise((done) => setTimeout(done, 10));
  await new Promise((done) => setTimeout(done, 250));
  const killed = new Promise((done) => child!.once('exit', done));
  child!.kill('SIGKILL');
  await killed;
  const interrupted = await applying;
  expect([0, 3]).toContain(interrupted.code);

  server = await startServer(dataDir);
  const exported = join(work, 'exported');
  expect((await tessera(server, 'export', exported)).code).toBe(0);
  const counted = (await tessera(server, 'export', exported, '--json')).out;
  const { pages: pagesAfter } = JSON.parse(counted) as { pages: number };
  // The transaction either committed before the kill or left nothing.
  expect([0, pages]).toContain(pagesAfter);
  // An apply the CLI reported done is never lost.
  if (interrupted.code === 0) expect(pagesAfter).toBe(pages);
  if (pagesAfter === pages) {
    const again = await tessera(server, 'diff', site);
    expect(again.out).toContain('No changes');
  }
  console.log(`killed during apply (CLI exit ${interrupted.code}); after restart the server holds ${pagesAfter} of ${pages} pages (${blocks} blocks in the files)`);
  // And the interrupted apply can simply be run again.
  expect((await tessera(server, 'apply', site)).code).toBe(0);
  expect((await tessera(server, 'diff', site)).out).toContain('No changes');
});
