// Server processes a journey starts and stops itself (when it needs more than the one server the
// config starts): the real server with extra environment, waited for until GET /api/v1/health
// answers. Built on tests/support/server-process.ts.
import type { ChildProcess } from 'node:child_process';
import { makeDataDir, removeDataDir, spawnServer, stopServer } from '../../support/server-process.ts';

export interface Instance {
  baseUrl: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
}

export interface InstanceOptions {
  port: number;
  /** @default a new temporary directory, removed by stopInstance */
  dataDir?: string;
  /** Extra environment: DATABASE_URL, REDIS_URL, TESSERA_RUNTIME_DIR… */
  env?: Record<string, string>;
  /** @default 60 s (the first start seeds the demo site) */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * spawnServer with `env` added to this process's environment, which spawnServer passes on; the
 * environment is restored at once.
 */
function spawnWithEnv(port: number, dataDir: string, env: Record<string, string>): ChildProcess {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return spawnServer({ port, dataDir });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

/** Starts a server and resolves once it answers GET /api/v1/health. */
export async function startInstance({ port, dataDir = makeDataDir('journey'), env = {}, timeoutMs = 60_000 }: InstanceOptions): Promise<Instance> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawnWithEnv(port, dataDir, env);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server on port ${port} exited with code ${child.exitCode} while starting`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then((reply) => reply.ok, () => false);
    if (healthy) return { baseUrl, port, dataDir, process: child };
    await sleep(100);
  }
  await stopServer(child);
  throw new Error(`The server on port ${port} did not answer /api/v1/health within ${timeoutMs} ms`);
}

/** Stops the server; removes its data directory unless `keepData` (a restart on the same data). */
export async function stopInstance(instance: Instance | undefined, { keepData = false } = {}): Promise<void> {
  if (!instance) return;
  await stopServer(instance.process);
  if (!keepData) removeDataDir(instance.dataDir);
}

/** POST /api/v1/auth/login for scripts: the account's jwt. */
export async function loginAt(instance: Instance, email: string, password: string): Promise<string> {
  const reply = await fetch(`${instance.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!reply.ok) throw new Error(`POST /api/v1/auth/login as ${email} answered ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { jwt: string }).jwt;
}
