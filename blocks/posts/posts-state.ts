// A shown list of posts (or of one item's replies) kept current from the block's live events:
// pure functions over the list, so the board and the replies use the same rules.
import type { Communication, PostsChangedEvent } from '@tessera/schemas';

export interface ShownPosts {
  items: Communication[];
  total: number;
  more: boolean;
}

/**
 * `shown` after `event`, for the list of `parentId`'s replies (null: the block's posts). New items
 * come first when `newestFirst`, else last; an item already shown (the member's own, added when
 * written) is not added twice. A reply written or deleted elsewhere changes its parent's count.
 */
export function applyPostsEvent(shown: ShownPosts, event: PostsChangedEvent, parentId: number | null, newestFirst: boolean): ShownPosts {
  const inList = event.parentId === parentId;
  const has = shown.items.some((item) => item.id === event.id);
  const counted = (step: number) => shown.items.map((item) => (item.id === event.parentId ? { ...item, children: Math.max(0, item.children + step) } : item));
  switch (event.action) {
    case 'created':
      if (!inList) return { ...shown, items: counted(1) };
      if (has || !event.communication) return shown;
      return {
        ...shown, total: shown.total + 1,
        items: newestFirst ? [event.communication, ...shown.items] : shown.more ? shown.items : [...shown.items, event.communication],
      };
    case 'updated':
      if (!has || !event.communication) return shown;
      return { ...shown, items: shown.items.map((item) => (item.id === event.id ? { ...event.communication!, own: item.own, userReactions: item.userReactions } : item)) };
    case 'deleted':
      if (!inList) return { ...shown, items: counted(-1) };
      return has ? { ...shown, total: Math.max(0, shown.total - 1), items: shown.items.filter((item) => item.id !== event.id) } : shown;
    case 'scored':
      return event.meta ? { ...shown, items: shown.items.map((item) => (item.id === event.id ? { ...item, meta: event.meta! } : item)) } : shown;
  }
}

/** `shown` with `item` in place of the one of its id (or added first/last when new). */
export function withItem(shown: ShownPosts, item: Communication, newestFirst: boolean): ShownPosts {
  if (shown.items.some((existing) => existing.id === item.id)) return { ...shown, items: shown.items.map((existing) => (existing.id === item.id ? item : existing)) };
  return { ...shown, total: shown.total + 1, items: newestFirst ? [item, ...shown.items] : [...shown.items, item] };
}
