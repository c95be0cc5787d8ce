import type { ClientEventName, ClientToServerEvents, ServerEventName, ServerToClientEvents } from '@tessera/schemas';

/** What socket.io-client itself reports. */
type ConnectionEvent = 'connect' | 'disconnect' | 'connect_error';

/**
 * The part of a socket.io client socket the live connection uses, typed by the contract's events
 * (`Socket<ServerToClientEvents, ClientToServerEvents>` is one); a test can stand in for it with an
 * event emitter.
 */
export interface LiveSocket {
  readonly connected: boolean;
  /** Listens to an event from the server. */
  on<Event extends ServerEventName>(event: Event, listener: ServerToClientEvents[Event]): unknown;
  on(event: ConnectionEvent, listener: () => void): unknown;
  off<Event extends ServerEventName>(event: Event, listener: ServerToClientEvents[Event]): unknown;
  off(event: ConnectionEvent, listener: () => void): unknown;
  /** Sends an event to the server. */
  emit<Event extends ClientEventName>(event: Event, ...args: Parameters<ClientToServerEvents[Event]>): unknown;
}
