// Loaded after the first page (see LiveUpdates.tsx): the socket, the reactions to its events and
// the module and page rooms, and the rooms of the post blocks on screen.
import { attachPostRooms } from '../posts/posts-live.ts';
import type { AppUpdates } from '../state/app-updates.ts';
import { connectSocket } from './connect.ts';
import { liveTarget, type LiveContext } from './live-target.ts';
import { attachReactions } from './reactions.ts';
import { subscribeRooms, type OpenItems } from './rooms.ts';

/** The running live connection. */
export interface LiveConnection {
  /** The module and page now on screen. */
  open(items: OpenItems): void;
  close(): void;
}

/** Connects and keeps the app state current from the server's events until closed. */
export function startLive(updates: AppUpdates, current: () => LiveContext, structureRevision: string): LiveConnection {
  const { socket, close } = connectSocket();
  const detach = attachReactions(socket, liveTarget(updates, current), structureRevision);
  const rooms = subscribeRooms(socket);
  const detachPosts = attachPostRooms(socket);
  return {
    open: rooms.open,
    close() {
      rooms.stop();
      detachPosts();
      detach();
      close();
    },
  };
}
