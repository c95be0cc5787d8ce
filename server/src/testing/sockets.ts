// Real sockets against a test app listening on an ephemeral loopback port.
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';

/** Starts `app` on 127.0.0.1 with a free port (once; later calls reuse it); returns its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' }).then(() => listenOnLoopback(app));
}

/** A socket starting to connect (no reconnection): listen to it before it is connected. */
export function openSocket(baseUrl: string, token: string | null, transport: 'websocket' | 'polling' = 'websocket'): Socket {
  return io(baseUrl, { auth: token === null ? {} : { token }, transports: [transport], reconnection: false, forceNew: true });
}

/** Resolves once `socket` is connected; rejects with the server's connect error. */
export function connected(socket: Socket): Promise<Socket> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** A connected socket; rejects with the server's connect error. */
export const connectSocket = (baseUrl: string, token: string | null): Promise<Socket> => connected(openSocket(baseUrl, token));

/** Collects every payload of `events` a socket receives, from now on. */
export function recordEvents(socket: Socket, events: readonly string[]): Array<{ event: string; payload: unknown }> {
  const received: Array<{ event: string; payload: unknown }> = [];
  for (const event of events) socket.on(event, (payload: unknown) => received.push({ event, payload }));
  return received;
}

/** The next payload of `event`; rejects when none arrives within `timeoutMs`. */
export function nextEvent(socket: Socket, event: string, timeoutMs = 3000): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    };
    socket.once(event, listener);
  });
}

/** Resolves once every event already on its way to `socket` has arrived: a (un)subscribe the server acknowledges. */
export async function roundTrip(socket: Socket): Promise<void> {
  await socket.timeout(3000).emitWithAck('page:subscribe', 1);
  await socket.timeout(3000).emitWithAck('page:unsubscribe', 1);
}
