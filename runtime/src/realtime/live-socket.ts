/**
 * The part of a socket.io client socket the live connection uses; a test can stand in for it
 * with an event emitter.
 */
export interface LiveSocket {
  readonly connected: boolean;
  /** Listens to an event from the server (or connect, disconnect, connect_error). */
  on(event: string, listener: (payload: unknown) => void): unknown;
  off(event: string, listener: (payload: unknown) => void): unknown;
  /** Sends an event to the server. */
  emit(event: string, ...args: unknown[]): unknown;
}
