/**
 * Calls `onDuplicate` for every item whose key an earlier item already had, passing that first
 * item too. Items whose key is undefined are skipped.
 */
export function forEachDuplicate<T>(items: Iterable<T>, keyOf: (item: T) => string | undefined, onDuplicate: (item: T, first: T) => void): void {
  const firstByKey = new Map<string, T>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === undefined) continue;
    const first = firstByKey.get(key);
    if (first === undefined) firstByKey.set(key, item);
    else onDuplicate(item, first);
  }
}
