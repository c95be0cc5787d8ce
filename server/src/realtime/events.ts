// The socket.io events, typed: what the server sends (spec §7, payloads from the issue 3
// contract), what clients send, and what instances send each other.
import type { Server, Socket } from 'socket.io';
import type {
  AccountEvent, ConnectedInstanceEvent, ErrorReply, I18NUpdateEvent, ItemsChangesEvent, OkReply, PermissionsUpdateEvent,
  SettingsChangesEvent, SettingsUpdatedEvent,
} from '@tessera/schemas';
import type { Change } from '../operations/context.ts';
import type { SignedInAccount } from '../operations/sessions/signed-in-account.ts';

export interface ServerToClientEvents {
  CONNECTED_INSTANCE: (payload: ConnectedInstanceEvent) => void;
  'items:changes': (payload: ItemsChangesEvent) => void;
  'settings:changes': (payload: SettingsChangesEvent) => void;
  'settings:updated': (payload: SettingsUpdatedEvent) => void;
  'profile:update': (payload: AccountEvent) => void;
  'user:updateData': (payload: AccountEvent) => void;
  'permissions:update': (payload: PermissionsUpdateEvent) => void;
  'i18n:update': (payload: I18NUpdateEvent) => void;
}

/** The reply to a (un)subscribe sent with an acknowledgement callback. */
export type SubscriptionAck = OkReply | ErrorReply;

/** Clients send anything; each handler checks what it got. */
type ClientEvent = (id: unknown, ack: unknown) => void;

export interface ClientToServerEvents {
  'module:subscribe': ClientEvent;
  'module:unsubscribe': ClientEvent;
  'page:subscribe': ClientEvent;
  'page:unsubscribe': ClientEvent;
}

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
