// Merges the changes one transaction queued (an import queues hundreds) into one per scope and subject.
import type { ChangedItem } from '@tessera/schemas';
import type { Change, ChangeScope } from './context.ts';

/** A list merged: undefined (everything) wins over any list; lists are united without repeats. */
function unite<T>(a: readonly T[] | undefined, b: readonly T[] | undefined, same: (x: T, y: T) => boolean): T[] | undefined {
  if (!a || !b) return undefined;
  return [...a, ...b.filter((item) => !a.some((known) => same(known, item)))];
}

const sameItem = (a: ChangedItem, b: ChangedItem) => a.kind === b.kind && a.id === b.id;

/** The key two changes share when they merge into one. */
const mergeKey = {
  settings: () => 'settings',
  structure: () => 'structure',
  brands: () => 'brands',
  translations: () => 'translations',
  userLists: () => 'userLists',
  account: (change) => `account:${change.accountId}`,
  // One move per request and transaction: the last word would do as well as the first.
  membershipRequest: (change) => `membershipRequest:${change.event.requestId}`,
  notifications: () => 'notifications',
  // The latest list is the one to tell.
  followedItems: (change) => `followedItems:${change.accountId}`,
  chatMessage: (change) => `chatMessage:${change.event.message.id}`,
  // The count a transaction left last is the one to tell.
  chatUnread: (change) => `chatUnread:${change.accountId}:${change.event.chatId}`,
  // The latest scores are the ones to tell.
  posts: (change) => `posts:${change.event.id}:${change.event.action}`,
  permissions: (change) => `permissions:${change.accountId ?? '*'}`,
  session: (change) => `session:${change.sessionId}`,
  sessionRotated: (change) => `sessionRotated:${change.sessionId}:${change.generation}`,
} satisfies { [S in ChangeScope]: (change: Extract<Change, { scope: S }>) => string };

function keyOf(change: Change): string {
  return (mergeKey[change.scope] as (change: Change) => string)(change);
}

function merge(a: Change, b: Change): Change {
  if (a.scope === 'settings' && b.scope === 'settings') return withList(a, 'keys', unite(a.keys, b.keys, Object.is));
  if (a.scope === 'structure' && b.scope === 'structure') return withList(a, 'items', unite(a.items, b.items, sameItem));
  if (a.scope === 'userLists' && b.scope === 'userLists') return { scope: 'userLists', listIds: [...new Set([...a.listIds, ...b.listIds])] };
  if (a.scope === 'notifications' && b.scope === 'notifications') return { scope: 'notifications', delivered: [...a.delivered, ...b.delivered] };
  if (a.scope === 'followedItems' && b.scope === 'followedItems') return b;
  if (a.scope === 'translations' && b.scope === 'translations') return withList(a, 'languages', unite(a.languages, b.languages, Object.is));
  if (a.scope === 'chatUnread' && b.scope === 'chatUnread') return b;
  if (a.scope === 'posts' && b.scope === 'posts') return b;
  // Meta only when both say so: a wider change of the account is told as one.
  if (a.scope === 'account' && b.scope === 'account') return a.metaOnly && b.metaOnly ? a : { scope: 'account', accountId: a.accountId };
  return a;
}

/** `change` with `list` under `key`, or without the key when the list is undefined (everything). */
function withList<C extends Change, K extends string>(change: C, key: K, list: unknown[] | undefined): C {
  const { [key]: _old, ...rest } = change as C & Record<K, unknown>;
  return (list === undefined ? rest : { ...rest, [key]: list }) as unknown as C;
}

/**
 * One change per scope and subject, in the order each first appears: two page renames become one
 * structure change naming both pages; a change of a whole scope absorbs the narrower ones.
 */
export function mergeChanges(changes: readonly Change[]): Change[] {
  const merged = new Map<string, Change>();
  for (const change of changes) {
    const key = keyOf(change);
    const earlier = merged.get(key);
    merged.set(key, earlier ? merge(earlier, change) : change);
  }
  return [...merged.values()];
}
