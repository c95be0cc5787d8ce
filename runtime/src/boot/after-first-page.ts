// Background services (the live connection, the service worker) and the parts of the shell the
// first page does not need start only after the first page is on screen, so their code and network
// traffic never delay it (the first-page JS budget). They start one at a time: arriving together,
// their module evaluations and renders made main-thread tasks of 20–50 ms that Lighthouse counts
// as blocking time (it leaves out the delay before them; decision 0015).

/** How long after the first page renders background services wait before starting. */
export const BACKGROUND_START_DELAY_MS = 1000;

/** What starts after the first page; a returned promise keeps the next start waiting until it settles (a second at most). */
export type BackgroundStart = () => void | Promise<unknown>;

const waiting: BackgroundStart[] = [];
let running = false;

/** Resolves when the main thread is idle (where the browser can tell), else in a new task. */
function idle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === "function") globalThis.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}

async function startInTurn(): Promise<void> {
  running = true;
  while (waiting.length > 0) {
    await idle(BACKGROUND_START_DELAY_MS);
    const start = waiting.shift();
    if (!start) continue;
    const settled = Promise.resolve().then(start).catch((error: unknown) => console.error('A background start failed:', error));
    // A start that hangs (a chunk on a stalled connection) holds up the next one for a while only.
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, BACKGROUND_START_DELAY_MS))]);
  }
  running = false;
}

/**
 * Runs `start` once the first page has had time to settle: after `delayMs`, then in its own idle
 * moment, after the starts queued before it have run (and settled, when they return a promise).
 * @returns cancels a start that has not happened yet.
 */
export function afterFirstPage(start: BackgroundStart, delayMs = BACKGROUND_START_DELAY_MS): () => void {
  const entry: BackgroundStart = () => start(); // one entry per call, even for the same start
  const timer = setTimeout(() => {
    waiting.push(entry);
    if (!running) void startInTurn();
  }, delayMs);
  return () => {
    clearTimeout(timer);
    const queued = waiting.indexOf(entry);
    if (queued >= 0) waiting.splice(queued, 1);
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
