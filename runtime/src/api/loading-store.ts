// The global loading indicator's state (spec data layer §1): how many calls that are not quiet
// are waiting on the network.
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let pending = 0;

function change(delta: number): void {
  const wasLoading = pending > 0;
  pending += delta;
  if (wasLoading !== pending > 0) for (const listener of listeners) listener();
}

/** Counts calls in flight for the loading indicator. */
export const loadingStore = {
  /** Counts `work` as loading until it settles; returns it unchanged. */
  track<T>(work: Promise<T>): Promise<T> {
    change(1);
    work.then(() => change(-1), () => change(-1));
    return work;
  },
  /** True while at least one tracked call is in flight. */
  isLoading: (): boolean => pending > 0,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Whether any call that is not quiet is waiting on the network. */
export function useLoading(): boolean {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.isLoading);
}
