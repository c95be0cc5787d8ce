// Starting the real server as a child process on a fresh data directory: one helper shared by
// the journeys' webServer (serve-fresh.ts) and the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const demoSiteDir = join(repoRoot, 'sites/demo');
/** A fixed secret so tokens issued by one run of the server stay valid after a restart. */
export const testJwtSecret = 'tessera-tests-only-secret-not-for-production-0123456789';

export function makeDataDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `tessera-${prefix}-`));
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export interface ServerOptions {
  port: number;
  dataDir: string;
  /** Inherit stdout/stderr (journeys) or keep quiet (benchmarks). */
  stdio?: 'inherit' | 'ignore';
}

const builtServer = join(repoRoot, 'server/dist/main.js');

/** Spawns the built server, `node server/dist/main.js`, as `npm start` does after its build. */
export function spawnServer({ port, dataDir, stdio = 'inherit' }: ServerOptions): ChildProcess {
  if (!existsSync(builtServer)) throw new Error(`${builtServer} is missing: run \`npm run build\` first`);
  const child = spawn(process.execPath, [builtServer], {
    cwd: repoRoot,
    stdio: ['ignore', stdio, stdio],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TESSERA_DATA_DIR: dataDir,
      TESSERA_SITE_DIR: demoSiteDir,
      TESSERA_JWT_SECRET: process.env.TESSERA_JWT_SECRET ?? testJwtSecret,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  // Never leave a server behind, whatever way this process ends.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return child;
}

/** Fails when something already listens on the port (a server left over would be measured instead). */
export async function assertPortFree(port: number): Promise<void> {
  const listening = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (listening) throw new Error(`Something already listens on 127.0.0.1:${port}; stop it first`);
}

/** Resolves when the process has exited; sends SIGTERM first unless it already has. */
export function stopServer(child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const force = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(force);
      done();
    });
    child.kill('SIGTERM');
  });
}
