// socket.io on the app's HTTP server: signed-in sockets, their rooms, and the events that tell
// them what changed. A socket lasts as long as its token: it is closed when the token expires, when
// a refresh rotated it out and the grace period ended, or when its session is revoked. With Redis, the adapter reaches sockets on every instance and the change
// relay keeps every instance's caches current.
import type { FastifyInstance } from 'fastify';
import { Server } from 'socket.io';
import type { ServerContext } from '../server-context.ts';
import { emitChanges, type Broadcaster } from './change-events.ts';
import { relayChanges } from './change-relay.ts';
import type { RealtimeServer, ServerToClientEvents } from './events.ts';
import type { RedisConnection } from './redis-connection.ts';
import { EVERYONE, accountRoom, sessionGenerationRoom, sessionRoom } from './rooms.ts';
import { runAt } from './run-at.ts';
import { socketAuth } from './socket-auth.ts';
import { handleSubscriptions } from './subscriptions.ts';
import { handleBlockSubscriptions } from './block-subscriptions.ts';
import { findVisiblePostBlock } from '../operations/posts/post-block.ts';

export interface RealtimeOptions {
  /** Names this process in CONNECTED_INSTANCE. */
  instanceId: string;
  /** The runtime build served (see http/runtime-build.ts). */
  build: string | null;
  redis: RedisConnection | null;
}

/** Emits through `io` (every instance, with Redis); delayed disconnections are cancelled by the returned `stop`. */
function broadcaster(io: RealtimeServer): Broadcaster & { stop(): void } {
  const pending = new Set<() => void>();
  const disconnectNow = (room: string) => io.in(room).disconnectSockets(true);
  return {
    emit: (room, event, payload) => io.to(room).emit(event, ...([payload] as Parameters<ServerToClientEvents[typeof event]>)),
    disconnect(room, at) {
      if (at === undefined) return disconnectNow(room);
      const cancel = runAt(at, () => {
        pending.delete(cancel);
        disconnectNow(room);
      });
      pending.add(cancel);
    },
    stop() {
      for (const cancel of pending) cancel();
      pending.clear();
    },
  };
}

/**
 * Serves socket.io at /socket.io on `app`'s HTTP server; closing the app closes it (and Redis).
 * Sockets authenticate with a token in the handshake, never a cookie, so other sites' pages
 * cannot connect on a member's behalf.
 */
export async function attachRealtime(app: FastifyInstance, ctx: ServerContext, { instanceId, build, redis }: RealtimeOptions): Promise<RealtimeServer> {
  const io: RealtimeServer = new Server(app.server, { serveClient: false, transports: ['websocket', 'polling'] });
  if (redis) {
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(redis.publisher, redis.subscriber, { key: redis.key }));
  }
  io.use(socketAuth(ctx, app.log));
  io.on('connection', (socket) => {
    const { account: { accountId, sessionId }, tokenGeneration, tokenExpiresAt } = socket.data;
    void socket.join([EVERYONE, accountRoom(accountId), sessionRoom(sessionId), sessionGenerationRoom(sessionId, tokenGeneration)]);
    // The token's own end (expiry, or its grace period when already rotated out); the client then
    // reconnects with the token it holds now.
    socket.once('disconnect', runAt(tokenExpiresAt, () => socket.disconnect(true)));
    handleSubscriptions(socket);
    handleBlockSubscriptions(socket, async (account, blockId) => (await findVisiblePostBlock(ctx, account, blockId)) !== null);
    // The structure revision lets the client tell whether it missed changes before or between connections.
    socket.emit('CONNECTED_INSTANCE', { instanceId, build, structureRevision: ctx.cache.structureRevision() });
  });

  const to = broadcaster(io);
  // The feed's phases order these: caches, then the relay, then the clients' events.
  const stops = [
    ...(redis ? [relayChanges(io, ctx.changes, redis)] : []),
    // After the writer's reply is on its way: telling hundreds of sockets takes milliseconds that
    // the request that made the change need not wait for.
    ctx.changes.subscribe('clients', (changes) => setImmediate(() => {
      emitChanges(to, changes, () => ctx.cache.settings()).catch((error: unknown) => app.log.error({ err: error }, 'real-time events failed'));
    })),
  ];

  app.addHook('preClose', async () => {
    for (const stop of stops) stop();
    to.stop();
    // Open sockets would keep the HTTP server from closing.
    await io.close();
  });
  app.addHook('onClose', async () => {
    await redis?.close();
  });
  return io;
}
