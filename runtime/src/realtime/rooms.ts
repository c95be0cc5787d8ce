// The module and page rooms (module:<id>, page:<id>) the socket is in: the server sends events
// about what the member is looking at there. Rooms belong to one connection, so they are joined
// again after every reconnect.
import type { LiveSocket } from './live-socket.ts';

/** The module and page on screen; undefined when the screen shows none. */
export interface OpenItems {
  moduleId?: number;
  pageId?: number;
}

type Kind = 'module' | 'page';
const KINDS: readonly Kind[] = ['module', 'page'];
const idOf = (open: OpenItems, kind: Kind) => (kind === 'module' ? open.moduleId : open.pageId);

/** Keeps the socket subscribed to the open module and page. */
export interface RoomSubscriptions {
  /** Leaves the rooms of what is no longer open and joins those of what now is. */
  open(next: OpenItems): void;
  /** Stops rejoining after reconnects. */
  stop(): void;
}

export function subscribeRooms(socket: LiveSocket): RoomSubscriptions {
  let current: OpenItems = {};

  function join(open: OpenItems, kinds: readonly Kind[] = KINDS): void {
    for (const kind of kinds) {
      const id = idOf(open, kind);
      if (id !== undefined) socket.emit(`${kind}:subscribe`, id);
    }
  }
  // A server-side socket starts in no module or page room.
  const rejoin = () => join(current);
  socket.on('connect', rejoin);

  return {
    open(next) {
      const changed = KINDS.filter((kind) => idOf(current, kind) !== idOf(next, kind));
      const previous = current;
      current = { ...next };
      // While disconnected there is nothing to leave; the next connect joins `current`.
      if (!socket.connected) return;
      for (const kind of changed) {
        const id = idOf(previous, kind);
        if (id !== undefined) socket.emit(`${kind}:unsubscribe`, id);
      }
      join(current, changed);
    },
    stop: () => socket.off('connect', rejoin),
  };
}
