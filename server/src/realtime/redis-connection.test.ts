import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { connectRedis, type RedisConnection, type RedisLog } from './redis-connection.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const skipReason = redisUrl ? null : 'TEST_REDIS_URL is not set';
if (skipReason) console.info(`Redis connection tests skipped: ${skipReason}`);

function recordingLog(): RedisLog & { lines: string[] } {
  const lines: string[] = [];
  const record = (level: string) => (...args: unknown[]) => {
    lines.push(`${level} ${args.filter((a) => typeof a === 'string').join(' ')}`);
  };
  return { lines, debug: record('debug'), info: record('info'), warn: record('warn') };
}

const waitFor = async (what: string, check: () => boolean, timeoutMs = 10_000) => {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe.skipIf(skipReason !== null)(`connectRedis${skipReason ? ` [skipped: ${skipReason}]` : ''}`, () => {
  let proxy: TcpProxy;
  let connection: RedisConnection;
  const log = recordingLog();
  let resubscribed = 0;

  beforeAll(async () => {
    const target = new URL(redisUrl!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    target.hostname = '127.0.0.1';
    target.port = String(proxy.port);
    connection = await connectRedis({ url: target.toString(), key: `tessera-test-${randomBytes(6).toString('hex')}` }, log);
    connection.onSubscribed(() => {
      resubscribed++;
    });
  });
  afterAll(async () => {
    await connection?.close();
    await proxy?.close();
  });

  it('survives losing Redis with commands in flight, logs it once, and reconnects when it is back', async () => {
    const published = Array.from({ length: 500 }, (_, i) => connection.publisher.publish(`${connection.key}#probe`, String(i)));
    proxy.cut();
    // Without the guard the commands in flight would reject, unhandled in the socket.io adapter.
    await expect(Promise.all(published)).resolves.toHaveLength(500);
    await waitFor('the lost connections to be logged', () => log.lines.filter((l) => l.startsWith('warn')).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 500)); // several retries, still one warning each
    expect(log.lines.filter((l) => l.startsWith('warn'))).toEqual([
      expect.stringMatching(/^warn Redis (publisher|subscriber) connection failed/),
      expect.stringMatching(/^warn Redis (publisher|subscriber) connection failed/),
    ]);

    proxy.restore();
    await waitFor('the subscriber to subscribe again', () => resubscribed === 1);
    await waitFor('both connections to be back', () => log.lines.filter((l) => l.includes('connection is back')).length === 2);
    expect(await connection.publisher.publish(`${connection.key}#probe`, 'again')).toBe(0);
  });
});
