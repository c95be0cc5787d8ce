// Many socket.io clients in this process, and how long one event takes to reach all of them.
import { io, type Socket } from 'socket.io-client';

const BATCH = 100;

/** Opens `count` websocket connections to `baseUrl`, `BATCH` at a time; rejects if one is refused. */
export async function connectMany(baseUrl: string, jwt: string, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let opened = 0; opened < count; opened += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - opened) }, () => {
      const socket = io(baseUrl, { auth: { token: jwt }, transports: ['websocket'], reconnection: false, forceNew: true });
      sockets.push(socket);
      return new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });
    await Promise.all(batch);
  }
  return sockets;
}

export function closeAll(sockets: readonly Socket[]): void {
  for (const socket of sockets) socket.close();
}

/**
 * Runs `trigger` and measures, for every socket, the milliseconds from just before the trigger to
 * `event` arriving. Sockets that hear nothing within `timeoutMs` are counted as missed.
 */
export async function deliveryTimes(sockets: readonly Socket[], event: string, trigger: () => Promise<void>, timeoutMs = 10_000): Promise<{ times: number[]; missed: number }> {
  const times: number[] = [];
  let startedAt = 0;
  let done: () => void = () => {};
  const allHeard = new Promise<void>((resolve) => {
    done = resolve;
  });
  const listener = () => {
    times.push(performance.now() - startedAt);
    if (times.length === sockets.length) done();
  };
  for (const socket of sockets) socket.once(event, listener);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, timeoutMs).unref());
  startedAt = performance.now();
  await trigger();
  await Promise.race([allHeard, timeout]);
  for (const socket of sockets) socket.off(event, listener);
  return { times, missed: sockets.length - times.length };
}

/** The value below which `p` (0–1) of the sorted values fall. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN;
}
