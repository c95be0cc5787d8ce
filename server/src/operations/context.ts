// What every operation gets: the database and the feed that announces committed changes.
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** Parts of the shared site state a write can change. */
export type SiteScope = 'settings' | 'structure' | 'brands' | 'translations';

/** What a committed write changed; caches (and later other instances, through Redis) listen. */
export type Change =
  | { scope: SiteScope }
  /** The account's roles or profile. */
  | { scope: 'account'; accountId: number }
  /** The device session was revoked. */
  | { scope: 'session'; sessionId: string };

export type ChangeListener = (changes: readonly Change[]) => void;

/** The one channel through which writes announce changes, so every cache hears every change. */
export interface ChangeFeed {
  announce(changes: readonly Change[]): void;
  subscribe(listener: ChangeListener): () => void;
}

export interface OperationContext {
  db: Db;
  changes: ChangeFeed;
}

export type Trx = Transaction<Database>;

export function changeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  return {
    announce: (changes) => listeners.forEach((listener) => listener(changes)),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Runs `work` in one transaction and, once it has committed, announces the site `scopes` it
 * changed. Every write of shared site state goes through here, so nothing changes unannounced.
 */
export async function writeSite<T>(ctx: OperationContext, scopes: readonly SiteScope[], work: (trx: Trx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction().execute(work);
  ctx.changes.announce(scopes.map((scope) => ({ scope })));
  return result;
}
