// Background services (the live connection, the service worker) start only after the first page
// is on screen, so their code and network traffic never delay it (the first-page JS budget).

/** How long after the first page renders background services wait before starting. */
export const BACKGROUND_START_DELAY_MS = 1000;

/**
 * Runs `start` once the first page has had time to settle: after `delayMs`, then when the main
 * thread is idle (where the browser can tell).
 * @returns cancels a start that has not happened yet.
 */
export function afterFirstPage(start: () => void, delayMs = BACKGROUND_START_DELAY_MS): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(start, { timeout: delayMs });
    else start();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

/**
 * Starts a service after the first page (see afterFirstPage). `start` returns the service's stop;
 * the returned function stops it, or cancels the start if it has not happened yet.
 */
export function serviceAfterFirstPage(start: () => () => void, delayMs = BACKGROUND_START_DELAY_MS): () => void {
  let stop: (() => void) | undefined;
  const cancel = afterFirstPage(() => {
    stop = start();
  }, delayMs);
  return () => {
    cancel();
    stop?.();
  };
}
