// Each feed read makes the server fetch from the internet for a member: a bounded number per member
// per minute, counted in the database so every instance shares the count.
import { RateLimiterRes } from 'rate-limiter-flexible';
import { databaseLimiter } from '../../auth/throttle/database-limiters.ts';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';

/** Feed reads per member per minute: a form with a few feed fields saved a few times, with room to spare. */
export const FEED_READS_PER_MINUTE = 30;

/** A check to call before each read by `accountId`: throws TOO_MANY_ATTEMPTS (429, retry-after) past the limit. */
export function feedThrottle(db: Db): (accountId: number) => Promise<void> {
  const limiter = databaseLimiter(db, 'feed-read', { points: FEED_READS_PER_MINUTE, durationSeconds: 60 });
  return async (accountId) => {
    try {
      await limiter.consume(String(accountId));
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw appError('TOO_MANY_ATTEMPTS', `Too many feed checks. Try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
    }
  };
}
