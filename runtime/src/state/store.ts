// A value that changes over time and tells its readers when it did: the shape React's
// useSyncExternalStore reads (see hooks.ts). Each part of the app state is one such store, so a
// change re-renders only the components that read that part.

/** A value to read and follow. */
export interface ReadableStore<T> {
  get(): T;
  /** Calls `listener` after every change; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/** A value to read, follow and replace. */
export interface Store<T> extends ReadableStore<T> {
  /** Replaces the value; readers hear of it only when it is a different value (Object.is). */
  set(next: T): void;
  /** Replaces the value with one made from the current one. */
  update(change: (current: T) => T): void;
}

/** A store holding `initial`. */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const set = (next: T): void => {
    if (Object.is(next, value)) return;
    value = next;
    for (const listener of listeners) listener();
  };
  return {
    get: () => value,
    set,
    update: (change) => set(change(value)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Runs `apply` with the store's value now and after every change, outside React (the brand's
 * stylesheet, the theme attribute). Returns the function that stops following.
 */
export function follow<T>(store: ReadableStore<T>, apply: (value: T) => void): () => void {
  apply(store.get());
  return store.subscribe(() => apply(store.get()));
}
