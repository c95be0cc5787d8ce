// A stand-in for the socket.io client socket: an event emitter whose `emit` records what the
// client sends, and `receive` plays an event from the server (any payload, even a malformed one).
import { EventEmitter } from 'node:events';
import type { LiveSocket } from '../live-socket.ts';

export class FakeSocket extends EventEmitter implements LiveSocket {
  connected = true;
  /** Every event the client sent, with its arguments, oldest first. */
  readonly sent: unknown[][] = [];

  override emit(event: string, ...args: unknown[]): boolean {
    this.sent.push([event, ...args]);
    return true;
  }

  /** The server sends `event` (or the client library reports connect / disconnect). */
  receive(event: string, payload?: unknown): void {
    super.emit(event, payload);
  }

  /** Drops the connection, as socket.io does before reconnecting. */
  drop(): void {
    this.connected = false;
    this.receive('disconnect', 'transport close');
  }

  /** (Re)connects and announces it. */
  reconnect(): void {
    this.connected = true;
    this.receive('connect');
  }
}
