// The global loading indicator's state (spec data layer §1): how many calls that are not quiet
// are waiting on the network.
import { useSyncExternalStore } from 'react';

export interface LoadingStore {
  /** Counts `work` as loading until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T>;
  /** True while at least one tracked piece of work is in flight. */
  isLoading(): boolean;
  /** Calls `listener` when loading starts or ends; returns the function that stops it. */
  subscribe(listener: () => void): () => void;
}

/** A counter of work in flight that tells its listeners when loading starts and ends. */
export function createLoadingStore(): LoadingStore {
  const listeners = new Set<() => void>();
  let pending = 0;
  function change(delta: number): void {
    const wasLoading = pending > 0;
    pending += delta;
    if (wasLoading !== pending > 0) for (const listener of listeners) listener();
  }
  return {
    track(work) {
      change(1);
      work.then(() => change(-1), () => change(-1));
      return work;
    },
    isLoading: () => pending > 0,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Counts calls in flight for the loading indicator. */
export const loadingStore = createLoadingStore();

/** Whether any call that is not quiet is waiting on the network. */
export function useLoading(): boolean {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.isLoading);
}
