/** Listeners grouped by key: the reply cache's change listeners, the client's refetchers. */
export interface KeyedListeners {
  /** Adds a listener for the key; returns the function that removes it. */
  add(key: string, listener: () => void): () => void;
  /** Calls the key's listeners. */
  notify(key: string): void;
  /** Keys that have at least one listener. */
  keys(): IterableIterator<string>;
}

export function createKeyedListeners(): KeyedListeners {
  const byKey = new Map<string, Set<() => void>>();
  return {
    add(key, listener) {
      const set = byKey.get(key) ?? new Set();
      set.add(listener);
      byKey.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) byKey.delete(key);
      };
    },
    notify(key) {
      for (const listener of [...(byKey.get(key) ?? [])]) listener();
    },
    keys: () => byKey.keys(),
  };
}
