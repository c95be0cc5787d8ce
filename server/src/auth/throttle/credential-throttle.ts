// Throttles guessing on the credential routes (issue 8, finding 2): failed attempts are counted per
// account and client address, per address, and per account, in the database, so every instance
// sees the same counts. What each limit is for, and why an attacker cannot lock a member out, is
// in docs/decisions/0017-credential-hardening.md.
import { createHash } from 'node:crypto';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { appError, type AppError } from '../../errors.ts';

/** One attempt to use a credential. */
export interface CredentialAttempt {
  /** The client address (request.ip: the nearest hop not named by TESSERA_TRUST_PROXY). */
  address: string;
  /** The account tried, as a normalised email address (password sign-ins only). */
  account?: string;
  /** This browser has signed in to `account` before (the sign-in page's known-browser cookie). */
  knownBrowser?: boolean;
}

/** A bounded number of failures per window. */
export interface FailureLimit {
  /** Failures counted before further attempts are refused. */
  points: number;
  /** The window, from the first failure counted (seconds). */
  durationSeconds: number;
}

/** The limits, each a bounded number of failures per window. */
export const CREDENTIAL_LIMITS = {
  /** One account from one address: the strict limit, cleared when the account signs in from there. */
  accountAddress: { points: 10, durationSeconds: 15 * 60 },
  /** Every credential from one address (spraying passwords over accounts, guessing secrets or tokens); members behind one NAT share it. */
  address: { points: 100, durationSeconds: 15 * 60 },
  /** One account from any address: higher and short-lived, and never for browsers known to the account. */
  account: { points: 50, durationSeconds: 5 * 60 },
} as const satisfies Record<string, FailureLimit>;

export type CredentialLimit = keyof typeof CREDENTIAL_LIMITS;

/** Guards credential checks; see credentialThrottle. */
export interface CredentialThrottle {
  /**
   * Runs `check` unless the attempt is throttled (TOO_MANY_ATTEMPTS, 429 with a retry-after);
   * a failure (`check` answers null) is counted against each of the attempt's keys, a success
   * clears the count of the account from this address.
   */
  guard<T>(attempt: CredentialAttempt, check: () => Promise<T | null>): Promise<T | null>;
}

// Keys are digests, so the table holds no email address and no client address.
const digest = (...parts: string[]): string => createHash('sha256').update(parts.join('\n')).digest('base64url');

/** The 429 of a throttled attempt, saying when to try again. */
function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const message = `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return appError('TOO_MANY_ATTEMPTS', message, { retryAfterSeconds });
}

/**
 * The throttle, with a counter per limit from `counterFor` (database-limiters.ts in the server,
 * shared by every instance).
 */
export function credentialThrottle(counterFor: (limit: CredentialLimit, spec: FailureLimit) => RateLimiterAbstract): CredentialThrottle {
  const counters = {
    accountAddress: counterFor('accountAddress', CREDENTIAL_LIMITS.accountAddress),
    address: counterFor('address', CREDENTIAL_LIMITS.address),
    account: counterFor('account', CREDENTIAL_LIMITS.account),
  };
  const countersOf = ({ address, account, knownBrowser }: CredentialAttempt) => [
    { limit: 'address' as const, key: digest(address) },
    ...(account === undefined ? [] : [{ limit: 'accountAddress' as const, key: digest(account, address) }]),
    ...(account === undefined || knownBrowser ? [] : [{ limit: 'account' as const, key: digest(account) }]),
  ].map(({ limit, key }) => ({ limit, key, counter: counters[limit] }));

  return {
    async guard(attempt, check) {
      const keyed = countersOf(attempt);
      const counts = await Promise.all(keyed.map(({ counter, key }) => counter.get(key)));
      const waits = counts.flatMap((count, i) => (count && count.consumedPoints >= keyed[i]!.counter.points ? [count.msBeforeNext] : []));
      if (waits.length > 0) throw tooManyAttempts(Math.max(1, Math.ceil(Math.max(...waits) / 1000)));
      const result = await check();
      if (result === null) await Promise.all(keyed.map(({ counter, key }) => counter.penalty(key)));
      else await Promise.all(keyed.filter(({ limit }) => limit === 'accountAddress').map(({ counter, key }) => counter.delete(key)));
      return result;
    },
  };
}
