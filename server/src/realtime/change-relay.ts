// Carries change-feed announcements between instances, so each instance's caches (site cache,
// signed-in cache) drop what another instance's write made stale.
import type { ChangeFeed } from '../operations/change-feed.ts';
import type { Change } from '../operations/context.ts';
import { RELAY_EVENT, type RealtimeServer } from './events.ts';
import type { RedisConnection } from './redis-connection.ts';

/** Everything a cache holds: what an instance assumes changed after it was cut off. */
export const EVERYTHING: readonly Change[] = [
  { scope: 'settings' }, { scope: 'structure' }, { scope: 'brands' }, { scope: 'translations' }, { scope: 'permissions' },
];

/**
 * Changes no cache holds anything of: their sockets' events reach every instance through the
 * adapter, so they are not relayed (a broadcast's thousands of notifications, say).
 */
const CLIENT_ONLY: ReadonlySet<Change['scope']> = new Set(['chatMessage', 'chatUnread', 'notifications', 'followedItems', 'posts']);

/**
 * Relays this instance's announcements through the Redis adapter (serverSideEmit, which skips
 * the sender, so nothing is applied twice) and hands the others' to the feed as remote changes.
 * Announcements made while the subscriber was disconnected are lost, so each reconnect drops
 * every cache. Returns the function that stops relaying.
 */
export function relayChanges(io: RealtimeServer, feed: ChangeFeed, redis: RedisConnection): () => void {
  // Only instances sharing the Redis channel prefix send these.
  const receive = (changes: unknown) => {
    if (Array.isArray(changes)) feed.receive(changes as Change[]);
  };
  io.on(RELAY_EVENT, receive);
  const stopResyncing = redis.onSubscribed(() => feed.receive(EVERYTHING));
  // The feed hands the 'instances' phase local changes only, after this instance's caches.
  const stop = feed.subscribe('instances', (changes) => {
    const forCaches = changes.filter((change) => !CLIENT_ONLY.has(change.scope));
    if (forCaches.length > 0) io.serverSideEmit(RELAY_EVENT, forCaches);
  });
  return () => {
    stop();
    stopResyncing();
    io.off(RELAY_EVENT, receive);
  };
}
