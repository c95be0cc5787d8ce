// The member's followed items as notifications:itemsToSubscribeTo last told them (another tab
// muted one): an open notification centre takes them in. null until an event came.
import { useSyncExternalStore } from 'react';
import type { FollowedItem } from '@tessera/schemas';

let latest: readonly FollowedItem[] | null = null;
const listeners = new Set<() => void>();

export const followedItemsSignal = {
  tell(items: readonly FollowedItem[]): void {
    latest = items;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The followed items the last event told, or null. */
export const useToldFollowedItems = (): readonly FollowedItem[] | null => useSyncExternalStore(followedItemsSignal.subscribe, () => latest);
