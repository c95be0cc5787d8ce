// The full-page loader lives in index.html so something shows before any script runs.
import type { LoadingStore } from '../api/loading-store.ts';

/** Spec §9: the full loader hides after 1 s at the latest, once the app is ready. */
export const FULL_LOADER_DELAY_MS = 1000;

/** Fades out and removes the full-page loader; harmless when it is already gone. */
export function hideFullLoader(): void {
  const loader = document.getElementById('full-loader');
  if (!loader) return;
  loader.classList.add('is-hidden');
  // Removed after its fade so it never captures clicks or screen-reader focus again.
  setTimeout(() => loader.remove(), 300);
}

/** Work the first screen may still be waiting for (API calls, block components). */
export type PendingWork = Pick<LoadingStore, 'isLoading' | 'subscribe'>;

/**
 * Hides the full loader once the first screen is whole: none of `work` loading, and still none two
 * frames later (what arrived has rendered and started nothing new, such as the components of
 * blocks nested in a block that just loaded). Members then never see the page assemble itself
 * behind a loader that already left, nor wait on one that has nothing left to hide. After
 * `maxWaitMs` it hides regardless. Returns the function that cancels it.
 */
export function hideFullLoaderWhenSettled(work: readonly PendingWork[], maxWaitMs = FULL_LOADER_DELAY_MS): () => void {
  const busy = () => work.some((pending) => pending.isLoading());
  let frame = 0;
  const idleFor = (frames: number) => {
    frame = requestAnimationFrame(() => {
      if (busy()) return;
      if (frames > 1) idleFor(frames - 1);
      else finish();
    });
  };
  const check = () => {
    cancelAnimationFrame(frame);
    if (!busy()) idleFor(2);
  };
  const unsubscribes = work.map((pending) => pending.subscribe(check));
  const timer = setTimeout(finish, maxWaitMs);
  function stop(): void {
    clearTimeout(timer);
    cancelAnimationFrame(frame);
    for (const unsubscribe of unsubscribes) unsubscribe();
  }
  function finish(): void {
    stop();
    hideFullLoader();
  }
  check();
  return stop;
}
