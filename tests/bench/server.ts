// The server under measurement: a data directory seeded once, a timed start on it, the member's
// token, and the process's resident memory.
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { assertPortFree, makeDataDir, removeDataDir, spawnServer, stopServer } from '../support/server-process.ts';

export const DEMO_PASSWORD = 'tessera-demo';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
  /** A member's (ada@demo.test) token. */
  jwt: string;
  /** Each timed start, from spawn to the first 200 from GET /api/v1/init. */
  startsMs: number[];
}

/** Polls `url` until it answers 200 (bounded by timeoutMs); returns the elapsed milliseconds. */
async function waitFor200(url: string, headers: Record<string, string>, since: number, child: ChildProcess, timeoutMs = 60_000): Promise<number> {
  while (performance.now() - since < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} while starting`);
    try {
      const reply = await fetch(url, { headers });
      if (reply.status === 200) return performance.now() - since;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

export async function login(baseUrl: string, email: string): Promise<string> {
  const reply = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (reply.status !== 200) throw new Error(`POST /api/v1/auth/login answered ${reply.status}: ${await reply.text()}`);
  return ((await reply.json()) as { jwt: string }).jwt;
}

/**
 * Seeds a new data directory from sites/demo, then starts the server on it `starts` times, timing
 * each start; the last one keeps running.
 */
export async function startOnExistingDataDir(port: number, starts = 1): Promise<RunningServer> {
  const baseUrl = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  const dataDir = makeDataDir('bench');
  const seeding = spawnServer({ port, dataDir, stdio: 'ignore' });
  let jwt: string;
  try {
    await waitFor200(`${baseUrl}/api/v1/health`, {}, performance.now(), seeding, 120_000);
    jwt = await login(baseUrl, 'ada@demo.test');
  } finally {
    await stopServer(seeding);
  }

  const startsMs: number[] = [];
  for (;;) {
    await assertPortFree(port);
    const since = performance.now();
    const child = spawnServer({ port, dataDir, stdio: 'ignore' });
    startsMs.push(await waitFor200(`${baseUrl}/api/v1/init`, { authorization: `Bearer ${jwt}` }, since, child));
    if (startsMs.length >= starts) return { baseUrl, process: child, dataDir, jwt, startsMs };
    await stopServer(child);
  }
}

export async function stop(server: RunningServer): Promise<void> {
  await stopServer(server.process);
  removeDataDir(server.dataDir);
}

/** Resident memory of the server process in MB, from /proc/<pid>/status. */
export function residentMb(server: RunningServer): number {
  const status = readFileSync(`/proc/${server.process.pid}/status`, 'utf8');
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error('VmRSS not found in /proc status');
  return kb / 1024;
}

/** USER_HZ: 100 on every Linux this runs on (sysconf(_SC_CLK_TCK)). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time the server process has used so far, in ms (user + system, from /proc/<pid>/stat).
 * Per request it shows the server's own cost, which other programs on the machine (the load
 * generator among them) do not change the way they change throughput.
 */
export function serverCpuMs(server: RunningServer): number {
  const fields = readFileSync(`/proc/${server.process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat(5), counted from the state field (3) here.
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}
