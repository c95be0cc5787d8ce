// The real server process, started as `npm start` starts it, on a data directory of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';
import { FIXTURE_SITE_DIR, NO_RUNTIME_DIR } from './test-app.ts';

export interface ServerProcess {
  process: ChildProcess;
  /** What it printed so far, stdout and stderr. */
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * Starts `server/src/main.ts` on `dataDir` with the embedded database, a generated key, the fixture
 * site and no SMTP server, whatever the machine running the tests has set; `env` adds to that.
 */
export function startServerProcess(dataDir: string, env: NodeJS.ProcessEnv = {}): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'server/src/main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env, PORT: '0', LOG_LEVEL: 'info', TESSERA_DATA_DIR: dataDir, TESSERA_SITE_DIR: FIXTURE_SITE_DIR, TESSERA_RUNTIME_DIR: NO_RUNTIME_DIR,
      DATABASE_URL: '', REDIS_URL: '', TESSERA_JWT_SECRET: '', SMTP_URL: '', SMTP_HOST: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  child.stderr.on('data', (chunk: Buffer) => { output += chunk.toString(); });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { process: child, output: () => output, exited };
}

/** Waits until `condition` holds, checking every 50 ms; throws after `timeoutMs`. */
export async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits until the server says it is ready; throws with its output when it stopped instead. */
export async function untilReady(server: ServerProcess, timeoutMs = 110_000): Promise<void> {
  await until(() => server.output().includes('Tessera is ready') || server.process.exitCode !== null, timeoutMs, 'the server to start');
  if (!server.output().includes('Tessera is ready')) throw new Error(`The server did not start:\n${server.output()}`);
}
