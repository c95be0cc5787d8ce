// Remembers, per token, whom it signs in, so most requests need neither a signature check nor a
// query (on embedded PGlite one query costs more than the rest of a request). Writes announce
// revoked sessions and changed accounts through the change feed, which drops the entries at
// once, on every instance (realtime/change-relay.ts relays them through Redis); the short
// lifetime bounds staleness while the relay is down.
import { assertNever } from '../assert-never.ts';
import type { Change } from '../operations/context.ts';
import type { SignedInAccount } from '../operations/sessions/signed-in-account.ts';

/** Whom a token signs in, and until when the token itself may be trusted. */
export interface TokenSignIn {
  readonly account: SignedInAccount;
  /** When the token stops working (ms since epoch): its expiry, or the end of its grace period once rotated out. */
  readonly expiresAt: number;
  /** The session's token generation the token was signed for (auth/tokens.ts). */
  readonly generation: number;
}

interface Entry extends TokenSignIn {
  expiresAt: number;
  /** When this entry stops being trusted (ms since epoch). */
  staleAt: number;
}

export interface SignedInCacheOptions {
  /** How long an entry is trusted without asking the database again. @default 10_000 */
  lifetimeMs?: number;
  /** Most entries kept; the oldest go first. @default 10_000 */
  maxEntries?: number;
  now?: () => number;
}

export class SignedInCache {
  private readonly entries = new Map<string, Entry>();
  private readonly lifetimeMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: SignedInCacheOptions = {}) {
    this.lifetimeMs = options.lifetimeMs ?? 10_000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Whom a token signed in, if known, fresh and the token still working. */
  get(token: string): TokenSignIn | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    const now = this.now();
    if (now < entry.staleAt && now < entry.expiresAt) return entry;
    this.entries.delete(token);
    return undefined;
  }

  /** Remembers whom `token` (of `generation`) signs in until `tokenExpiresAt` at most; returns what `get` will answer. */
  set(token: string, account: SignedInAccount, tokenExpiresAt: number, generation = 1): TokenSignIn {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const entry: Entry = { account, expiresAt: tokenExpiresAt, generation, staleAt: this.now() + this.lifetimeMs };
    this.entries.set(token, entry);
    return entry;
  }

  /**
   * Drops the entries a change makes stale (a revoked session's, a changed account's or its
   * permissions'); a rotated session's tokens are trusted at most until its grace period ends.
   */
  invalidate(changes: readonly Change[]): void {
    for (const change of changes) {
      if (change.scope === 'sessionRotated') {
        for (const entry of this.entries.values()) {
          if (entry.account.sessionId === change.sessionId) entry.expiresAt = Math.min(entry.expiresAt, change.graceEndsAt);
        }
        continue;
      }
      const stale = staleEntryTest(change);
      if (!stale) continue;
      for (const [token, { account }] of this.entries) if (stale(account)) this.entries.delete(token);
    }
  }
}

/** Which signed-in accounts a change makes stale, or null when it touches none. */
function staleEntryTest(change: Change): ((account: SignedInAccount) => boolean) | null {
  switch (change.scope) {
    case 'session':
      return (account) => account.sessionId === change.sessionId;
    case 'account':
      return (account) => account.accountId === change.accountId;
    case 'permissions':
      return change.accountId === undefined ? () => true : (account) => account.accountId === change.accountId;
    case 'sessionRotated': // see invalidate
    case 'settings':
    case 'structure':
    case 'brands':
    case 'translations':
    case 'userLists': // memberships changing announce each account; flags, the permissions
    case 'membershipRequest': // a membership it gives or takes announces the account
    case 'notifications':
    case 'followedItems':
    case 'chatMessage':
    case 'chatUnread':
    case 'posts':
      return null;
    default:
      return assertNever(change, 'change');
  }
}
