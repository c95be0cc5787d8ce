// A cache with a size limit that drops the oldest entry first, except entries it is told to keep
// (spec §9 profile cache: 100 entries, the member's own and locked profiles kept).

export interface BoundedCache<Value> {
  get(id: number): Value | undefined;
  /** Stores the value as the newest entry, then drops the oldest droppable ones over the limit. */
  set(id: number, value: Value): void;
  delete(id: number): void;
  /** Entries in order, oldest first. */
  ids(): number[];
}

/**
 * @param limit entries kept before the oldest are dropped
 * @param keep entries never dropped for space (the cache may then grow past the limit)
 */
export function createBoundedCache<Value>(limit: number, keep: (id: number) => boolean): BoundedCache<Value> {
  // A Map iterates in insertion order: the first key is the oldest.
  const entries = new Map<number, Value>();

  function evict(): void {
    let over = entries.size - limit;
    for (const id of entries.keys()) {
      if (over <= 0) return;
      if (keep(id)) continue;
      entries.delete(id);
      over--;
    }
  }

  return {
    get: (id) => entries.get(id),
    set(id, value) {
      entries.delete(id);
      entries.set(id, value);
      evict();
    },
    delete: (id) => void entries.delete(id),
    ids: () => [...entries.keys()],
  };
}
