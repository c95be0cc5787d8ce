// How long a failed message waits before its next attempt: doubling from 30 seconds, at most
// two hours, so ten attempts span about four hours of a mail server being away.

/** Attempts before a message is given up. */
export const MAX_ATTEMPTS = 10;

const FIRST_DELAY_MS = 30_000;
const LONGEST_DELAY_MS = 2 * 60 * 60 * 1000;

/** The wait after failed attempt number `attempt` (1 for the first). */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempt - 1), LONGEST_DELAY_MS);
}
