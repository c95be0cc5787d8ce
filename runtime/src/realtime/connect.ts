import type { ClientToServerEvents, ServerToClientEvents } from '@tessera/schemas';
import { io, type Socket } from 'socket.io-client';
import { jwtStore } from '../session/jwt-store.ts';

/** The client socket, typed by the contract's events. */
export type LiveClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The live connection's socket and how to close it for good. */
export interface SocketConnection {
  socket: LiveClientSocket;
  close(): void;
}

/**
 * Opens the socket.io connection to the server (same origin, path /socket.io), authenticated
 * with the jwt current at each (re)connect, so a refreshed token is used from then on.
 */
export function connectSocket(): SocketConnection {
  const socket: LiveClientSocket = io({ auth: (send) => send({ token: jwtStore.get() }), transports: ['websocket', 'polling'] });
  // socket.io does not retry a handshake the server refused (connect_error 'Not authorized');
  // a new jwt (refreshed, or signed in again) deserves another try.
  const stopWatchingJwt = jwtStore.subscribe(() => {
    if (!socket.active && jwtStore.get()) socket.connect();
  });
  return {
    socket,
    close() {
      stopWatchingJwt();
      socket.disconnect();
    },
  };
}
