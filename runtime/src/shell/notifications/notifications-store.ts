// The member's notifications as the header's dropdowns show them, one state per list (chat,
// system, admin): the unseen count (the badge), the pages loaded so far, newest first. A
// module-level external store: the live connection adds what events:notification brings (in
// every tab, each with its own socket) without a provider, and the dropdowns re-render on their own.
import { useSyncExternalStore } from 'react';
import type { Notification, NotificationList } from '@tessera/schemas';
import { api } from '../../api/api.ts';
import { jwtStore } from '../../session/jwt-store.ts';

/** One list's state. */
export interface NotificationListState {
  /** Unseen notifications; null until the count came. */
  unseen: number | null;
  /** Loaded so far, newest first, each once. */
  items: readonly Notification[];
  /** Pages loaded (page 0 first). */
  pages: number;
  /** Older pages follow (true until the first page came). */
  more: boolean;
  loading: boolean;
  failed: boolean;
}

/** Spec: notifications load 10 a page. */
export const PAGE_SIZE = 10;

const EMPTY: NotificationListState = { unseen: null, items: [], pages: 0, more: true, loading: false, failed: false };
const lists = new Map<NotificationList, NotificationListState>();
/** Per list, the number of the latest count asked for (the lists whose badge shows). */
const countRequests = new Map<NotificationList, number>();
const listeners = new Set<() => void>();

const stateOf = (list: NotificationList): NotificationListState => lists.get(list) ?? EMPTY;

function update(list: NotificationList, change: (state: NotificationListState) => Partial<NotificationListState>): void {
  const state = stateOf(list);
  lists.set(list, { ...state, ...change(state) });
  for (const listener of listeners) listener();
}

/** `items` and `added` merged, newest (highest id) first, each id once. */
function merged(items: readonly Notification[], added: readonly Notification[]): Notification[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const item of added) byId.set(item.id, item);
  return [...byId.values()].sort((a, b) => b.id - a.id);
}

/** The calls of the store, quiet (no loading bar) and never answered from the local cache: counts change all the time. */
const quiet = { quiet: true, cache: false } as const;

export const notificationsStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: stateOf,

  /** Fetches the unseen count of `list` (an answer overtaken by a later request is dropped). */
  async loadCount(list: NotificationList): Promise<void> {
    const request = (countRequests.get(list) ?? 0) + 1;
    countRequests.set(list, request);
    const { count } = await api.call('GET /profile/notifications/count/{type}', { params: { type: list }, ...quiet });
    if (countRequests.get(list) === request) update(list, () => ({ unseen: count }));
  },

  /**
   * Live notifications may have been missed (sent before this tab's connection, or while it was
   * down): the counts asked for so far are fetched again, and the newest page of a list loaded.
   */
  async catchUp(): Promise<void> {
    await Promise.all([...countRequests.keys()].map(async (list) => {
      await notificationsStore.loadCount(list);
      if (stateOf(list).pages === 0) return;
      const page = await api.call('GET /profile/notifications/{type}/{page}', { params: { type: list, page: 0 }, query: { limit: PAGE_SIZE }, ...quiet });
      update(list, (state) => ({ items: merged(state.items, page.items) }));
    }));
  },

  /** Loads the next older page of `list`. */
  async loadMore(list: NotificationList): Promise<void> {
    const { pages, loading, more } = stateOf(list);
    if (loading || !more) return;
    update(list, () => ({ loading: true, failed: false }));
    try {
      const page = await api.call('GET /profile/notifications/{type}/{page}', { params: { type: list, page: pages }, query: { limit: PAGE_SIZE }, ...quiet });
      update(list, (state) => ({ items: merged(state.items, page.items), pages: state.pages + 1, more: page.more, loading: false }));
    } catch (error) {
      update(list, () => ({ loading: false, failed: true }));
      throw error;
    }
  },

  /** The dropdown of `list` was opened: everything in it is seen and its badge clears (data spec §4). */
  async markSeen(list: NotificationList): Promise<void> {
    if (stateOf(list).unseen === 0) return;
    update(list, (state) => ({ unseen: 0, items: state.items.map((item) => (item.seen ? item : { ...item, seen: true })) }));
    await api.call('POST /profile/notifications/seen/{type}', { params: { type: list }, ...quiet });
  },

  /** The member opened notification `id` of `list`. */
  async markRead(list: NotificationList, id: number): Promise<void> {
    const item = stateOf(list).items.find((known) => known.id === id);
    if (!item || item.read) return;
    update(list, (state) => ({ items: state.items.map((known) => (known.id === id ? { ...known, seen: true, read: true } : known)) }));
    await api.call('POST /profile/notifications/read', { body: { notificationIds: [id] }, quiet: true });
  },

  /** A notification arrived live: it tops its list and counts as unseen. */
  receive(notification: Notification): void {
    update(notification.list, (state) => ({
      items: state.pages > 0 ? merged(state.items, [notification]) : state.items,
      unseen: state.unseen === null ? null : state.unseen + (state.items.some((item) => item.id === notification.id) ? 0 : 1),
    }));
  },

  /** Signed out: nothing of this member stays. */
  clear(): void {
    lists.clear();
    countRequests.clear();
    for (const listener of listeners) listener();
  },
};

/** The state of `list`, re-rendering when it changes. */
export function useNotificationList(list: NotificationList): NotificationListState {
  return useSyncExternalStore(notificationsStore.subscribe, () => stateOf(list));
}

jwtStore.subscribe(() => {
  if (jwtStore.get() === null) notificationsStore.clear();
});
