// The socket.io events, typed: what the server sends and what clients send come from the
// contract (@tessera/schemas/contract, events.ts); what instances send each other is the server's own.
import type { ClientEventAck, ClientToServerEvents, ServerToClientEvents } from '@tessera/schemas';
import type { Server, Socket } from 'socket.io';
import type { Change } from '../operations/context.ts';
import type { SignedInAccount } from '../operations/sessions/signed-in-account.ts';

export type { ClientToServerEvents, ServerToClientEvents } from '@tessera/schemas';

/** The reply to a (un)subscribe sent with an acknowledgement callback. */
export type SubscriptionAck = ClientEventAck<'page:subscribe'>;

/** The event instances relay change-feed announcements with (see change-relay.ts). */
export const RELAY_EVENT = 'tessera:changes';

export interface InterServerEvents {
  [RELAY_EVENT]: (changes: Change[]) => void;
}

export interface SocketData {
  account: SignedInAccount;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
