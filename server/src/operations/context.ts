// What every operation gets: the database and the feed that announces committed changes.
import type { Transaction } from 'kysely';
import type { ChangedItem, LanguageCode } from '@tessera/schemas';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/**
 * What a committed write changed. Caches listen (on every instance: see realtime/change-relay.ts),
 * and so do the sockets (see realtime/change-events.ts). The optional details narrow what
 * clients refetch; without them, the whole scope counts as changed.
 */
export type Change =
  /** `keys`: the top-level settings that changed. */
  | { scope: 'settings'; keys?: string[] }
  /** `items`: the modules, pages and blocks whose records changed. */
  | { scope: 'structure'; items?: ChangedItem[] }
  | { scope: 'brands' }
  /** `languages`: whose texts changed. */
  | { scope: 'translations'; languages?: LanguageCode[] }
  /** The account's data or profile. */
  | { scope: 'account'; accountId: number }
  /** What an account may do (every account's when `accountId` is absent). */
  | { scope: 'permissions'; accountId?: number }
  /** The device session was revoked. */
  | { scope: 'session'; sessionId: string };

/** `local`: written by this process; `remote`: relayed from another instance. */
export type ChangeOrigin = 'local' | 'remote';

export type ChangeListener = (changes: readonly Change[], origin: ChangeOrigin) => void;

/** The one channel through which writes announce changes, so every cache hears every change. */
export interface ChangeFeed {
  /** Announces what a committed write of this process changed. */
  announce(changes: readonly Change[]): void;
  /**
   * Hands on what another instance announced: caches drop what it makes stale, but nothing is
   * told to sockets or relayed again (the announcing instance did that).
   */
  receive(changes: readonly Change[]): void;
  /** Listeners run in the order they subscribed; returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void;
}

export interface OperationContext {
  db: Db;
  changes: ChangeFeed;
}

export type Trx = Transaction<Database>;

export function changeFeed(): ChangeFeed {
  const listeners = new Set<ChangeListener>();
  const publish = (changes: readonly Change[], origin: ChangeOrigin) => {
    if (changes.length > 0) listeners.forEach((listener) => listener(changes, origin));
  };
  return {
    announce: (changes) => publish(changes, 'local'),
    receive: (changes) => publish(changes, 'remote'),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Runs `work` in one transaction and, once it has committed, announces what it changed
 * (`changes`, or a function of the result for writes that learn it as they go). Every write
 * of shared site state goes through here, so nothing changes unannounced.
 */
export async function writeSite<T>(
  ctx: OperationContext,
  changes: readonly Change[] | ((result: T) => readonly Change[]),
  work: (trx: Trx) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction().execute(work);
  ctx.changes.announce(typeof changes === 'function' ? changes(result) : changes);
  return result;
}
