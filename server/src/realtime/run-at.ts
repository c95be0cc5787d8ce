// A timer for a moment in time, however far away: setTimeout cannot wait longer than 2^31 - 1 ms
// (24.8 days; a longer delay fires after 1 ms), and a token lives 30 days.

const LONGEST_WAIT_MS = 2 ** 31 - 1;

/**
 * Runs `run` at `at` (ms since the epoch; at once, asynchronously, when that has passed). The timer
 * does not keep the process alive. Returns the function that cancels it.
 */
export function runAt(at: number, run: () => void, now: () => number = Date.now): () => void {
  let timer: NodeJS.Timeout;
  const wait = () => {
    const left = at - now();
    timer = left > LONGEST_WAIT_MS ? setTimeout(wait, LONGEST_WAIT_MS) : setTimeout(run, Math.max(left, 0));
    timer.unref();
  };
  wait();
  return () => clearTimeout(timer);
}
