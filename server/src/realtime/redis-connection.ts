// The two Redis connections of an instance: one publishes, one subscribes (a subscribed
// connection can do nothing else). The socket.io adapter and the change relay share them, so a
// change's relay message and its socket events reach every instance in the order they were sent.
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { createClient, type RedisClientType } from 'redis';

export interface RedisOptions {
  /** `redis://` or `rediss://` URL (REDIS_URL). */
  url: string;
  /**
   * Prefix of every channel; instances that should hear each other share it.
   * @default 'tessera'
   */
  key?: string;
  /**
   * How long start-up waits for Redis before going on without it (it keeps retrying).
   * @default 10_000
   */
  connectWaitMs?: number;
}

/** What the connection logs through (the app's logger). */
export type RedisLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn'>;

export interface RedisConnection {
  key: string;
  publisher: RedisClientType;
  subscriber: RedisClientType;
  /** Runs `listener` each time the subscriber is (re)connected and subscribed again; returns the function that stops it. */
  onSubscribed(listener: () => void): () => void;
  close(): Promise<void>;
}

// Commands the socket.io adapter sends without awaiting. node-redis rejects the commands in flight
// when a connection drops; unhandled, one such rejection would end the process.
const FIRE_AND_FORGET = new Set(['publish', 'subscribe', 'pSubscribe', 'unsubscribe', 'pUnsubscribe']);

/** The client, with the fire-and-forget commands' failures logged instead of left unhandled. */
function withCaughtRejections(client: RedisClientType, onError: (error: unknown) => void): RedisClientType {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      const bound = value.bind(target) as (...args: unknown[]) => unknown;
      if (typeof property !== 'string' || !FIRE_AND_FORGET.has(property)) return bound;
      return (...args: unknown[]) => Promise.resolve(bound(...args)).catch(onError);
    },
  });
}

/** Logs a lost connection once (not at every retry) and its return. */
function watchHealth(client: RedisClientType, name: string, log: RedisLog): void {
  let healthy = true;
  client.on('error', (error: Error) => {
    if (healthy) log.warn(`Redis ${name} connection failed (${error.message}); retrying`);
    healthy = false;
  });
  client.on('ready', () => {
    if (!healthy) log.info(`Redis ${name} connection is back`);
    healthy = true;
  });
}

/**
 * Connects to Redis, waiting up to `connectWaitMs`; when Redis does not answer by then the server
 * starts anyway, isolated, and joins the others once it does. Lost connections are retried
 * for ever, with backoff; nothing about Redis ends the process.
 */
export async function connectRedis({ url, key = 'tessera', connectWaitMs = 10_000 }: RedisOptions, log: RedisLog): Promise<RedisConnection> {
  const logFailure = (error: unknown) => log.debug({ err: error }, 'Redis command failed');
  // Never give up reconnecting (node-redis would after a socket timeout): a cut-off instance serves
  // stale caches until it is back. Backoff to 2 s, jittered so instances do not retry in step.
  const reconnectStrategy = (retries: number) => Math.min(50 * 2 ** retries, 2000) + Math.floor(Math.random() * 200);
  const rawPublisher: RedisClientType = createClient({ url, socket: { reconnectStrategy } });
  const rawSubscriber: RedisClientType = rawPublisher.duplicate();
  watchHealth(rawPublisher, 'publisher', log);
  watchHealth(rawSubscriber, 'subscriber', log);

  const connected = Promise.all([rawPublisher.connect(), rawSubscriber.connect()]).then(() => true, (error: unknown) => {
    logFailure(error);
    return false;
  });
  const waited = delay(connectWaitMs, false, { ref: false });
  if (!(await Promise.race([connected, waited]))) log.warn(`Redis at ${url} does not answer; starting without it and retrying`);

  return {
    key,
    publisher: withCaughtRejections(rawPublisher, logFailure),
    subscriber: withCaughtRejections(rawSubscriber, logFailure),
    onSubscribed(listener) {
      rawSubscriber.on('ready', listener);
      return () => rawSubscriber.off('ready', listener);
    },
    async close() {
      // close() waits for replies to what was sent, which never come while Redis is away.
      await Promise.all([rawPublisher, rawSubscriber].map((client) => (client.isReady ? client.close() : client.destroy())));
    },
  };
}
