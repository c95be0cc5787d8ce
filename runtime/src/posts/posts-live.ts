// The live side of post blocks: which blocks are on screen (each joins its block:{id} room, again
// after every reconnect) and who hears each block's posts:changed events.
import type { PostsChangedEvent } from '@tessera/schemas';
import type { LiveSocket } from '../realtime/live-socket.ts';

type Listener = (event: PostsChangedEvent) => void;

const listeners = new Map<number, Set<Listener>>();
let socket: LiveSocket | null = null;

const subscribe = (blockId: number) => socket?.emit('block:subscribe', blockId);

/** Hears block `blockId`'s post events while `listener` is registered; returns the function that stops. */
export function watchPostBlock(blockId: number, listener: Listener): () => void {
  let set = listeners.get(blockId);
  if (!set) {
    set = new Set();
    listeners.set(blockId, set);
    subscribe(blockId);
  }
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size > 0 || listeners.get(blockId) !== set) return;
    listeners.delete(blockId);
    socket?.emit('block:unsubscribe', blockId);
  };
}

/** A posts:changed event: handed to those watching its block. */
export function postsChanged(event: PostsChangedEvent): void {
  for (const listener of listeners.get(event.blockId) ?? []) listener(event);
}

/** Joins the watched blocks' rooms on `live` now and after each reconnect; returns the function that stops. */
export function attachPostRooms(live: LiveSocket): () => void {
  socket = live;
  const rejoin = () => {
    for (const blockId of listeners.keys()) subscribe(blockId);
  };
  live.on('connect', rejoin);
  if (live.connected) rejoin();
  return () => {
    live.off('connect', rejoin);
    if (socket === live) socket = null;
  };
}
