import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('keeps a second server off the directory until the first releases it', async () => {
    const release = await lockDataDir(dir);
    expect(JSON.parse(await readFile(join(dir, 'server.lock'), 'utf8'))).toEqual({ pid: process.pid, hostname: hostname() });

    await expect(lockDataDir(dir)).rejects.toThrow(`Another Tessera server (process ${process.pid} on ${hostname()}) is using the data directory ${dir}.`);

    await release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    await (await lockDataDir(dir))();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(join(dir, 'server.lock'), JSON.stringify({ pid: ended, hostname: hostname() }));

    const release = await lockDataDir(dir);
    expect(JSON.parse(await readFile(join(dir, 'server.lock'), 'utf8')).pid).toBe(process.pid);
    await release();
  });

  it('takes over an unreadable lock (its writer died mid-write)', async () => {
    await writeFile(join(dir, 'server.lock'), '{"pid":');
    await (await lockDataDir(dir))();
  });

  it('leaves a lock from another machine alone', async () => {
    await writeFile(join(dir, 'server.lock'), JSON.stringify({ pid: 1, hostname: 'elsewhere.example' }));
    await expect(lockDataDir(dir)).rejects.toThrow('process 1 on elsewhere.example');
  });
});
