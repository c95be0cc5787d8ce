// The real server process, started as `npm start` starts it, on a data directory of its own.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess as startServer, untilReady, type ServerProcess } from './testing/server-process.ts';

/** Every file and directory under `dir`, with its permission bits. */
async function modesUnder(dir: string): Promise<Array<{ path: string; mode: number; isDirectory: boolean }>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(entries.map(async (entry) => {
    const path = join(entry.parentPath, entry.name);
    return { path, mode: (await stat(path)).mode & 0o777, isDirectory: entry.isDirectory() };
  }));
}

// Issue 8, finding 11.
describe('npm start', () => {
  let dataDir: string;
  let first: ServerProcess;
  beforeAll(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'tessera-main-')), 'data');
    // Started from a shell whose umask leaves new files readable by everyone.
    const umask = process.umask(0o022);
    first = startServer(dataDir);
    process.umask(umask);
    await untilReady(first);
  }, 120_000);
  afterAll(async () => {
    first?.process.kill('SIGTERM');
    await first?.exited;
    await rm(join(dataDir, '..'), { recursive: true, force: true });
  });

  it('creates the data directory and everything in it for its own user only (0700, 0600)', async () => {
    expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
    const modes = await modesUnder(dataDir);
    expect(modes.map((entry) => entry.path)).toEqual(expect.arrayContaining([join(dataDir, 'jwt-secret'), join(dataDir, 'server.lock'), join(dataDir, 'pgdata')]));
    expect(modes.filter((entry) => entry.mode & 0o077)).toEqual([]);
  });

  it('refuses a second server on the same data directory in one line, without a stack trace, and exits 1', async () => {
    const second = startServer(dataDir);
    const code = await second.exited;
    expect(code).toBe(1);
    const lines = second.output().trim().split('\n');
    expect(lines).toEqual([expect.stringMatching(/^Another Tessera server \(process \d+ on .+\) is using the data directory .+\. Stop it, or give this one its own TESSERA_DATA_DIR\./)]);
    // The first one is untouched.
    expect(first.process.exitCode).toBeNull();
  }, 30_000);
});
