// One server per embedded database. PGlite runs PostgreSQL inside our process, without the
// postmaster lock that keeps a second PostgreSQL off a data directory, so two servers started on
// one directory (`npm start` twice) would both write its files and corrupt the database.
import { hostname } from 'node:os';
import { join } from 'node:path';
import { open, readFile, unlink } from 'node:fs/promises';
import { StartupError } from '../startup-error.ts';

const LOCK_FILE = 'server.lock';

interface LockOwner {
  pid: number;
  hostname: string;
}

/** Whether the process that wrote `owner` may still be running. */
function mayBeRunning(owner: LockOwner): boolean {
  // Another machine's process cannot be checked from here (a data directory on a shared disk).
  if (owner.hostname !== hostname()) return true;
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<LockOwner | null> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    return typeof owner.pid === 'number' && typeof owner.hostname === 'string' ? { pid: owner.pid, hostname: owner.hostname } : null;
  } catch {
    return null; // gone meanwhile, or half written by a process that died
  }
}

/**
 * Claims `dataDir` for this process, or fails naming the server that holds it. A lock left by a
 * process that no longer runs (killed, crashed) is taken over. Returns the function that releases it.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(JSON.stringify({ pid: process.pid, hostname: hostname() } satisfies LockOwner));
      await handle.close();
      return () => unlink(file).catch(() => undefined);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = await readOwner(file);
    if (owner && mayBeRunning(owner)) {
      throw new StartupError(
        `Another Tessera server (process ${owner.pid} on ${owner.hostname}) is using the data directory ${dataDir}. ` +
        `Stop it, or give this one its own TESSERA_DATA_DIR. If no server is running, delete ${file}.`,
      );
    }
    await unlink(file).catch(() => undefined);
  }
  throw new StartupError(`Could not lock the data directory ${dataDir}: ${file} keeps reappearing`);
}
