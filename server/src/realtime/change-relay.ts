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
  // Notifications matter to no cache (their events reach every instance's sockets through the
  // adapter): a broadcast's thousands are not relayed.
  const stop = feed.subscribe('instances', (changes) => {
    const relayed = changes.filter((change) => change.scope !== 'notifications' && change.scope !== 'followedItems');
    if (relayed.length > 0) io.serverSideEmit(RELAY_EVENT, relayed);
  });
  return () => {
    stop();
    stopResyncing();
    io.off(RELAY_EVENT, receive);
  };
}
