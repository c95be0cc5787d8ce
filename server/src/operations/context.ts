// What every operation gets: the database (or the transaction it joins) and the feed that
// announces committed changes.
import type { Transaction } from 'kysely';
import type { ChangedItem, ChatNewMessageEvent, ChatUnreadCountEvent, FollowedItem, LanguageCode, MembershipStateEvent, Notification, PostsChangedEvent } from '@tessera/schemas';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { ChangeFeed } from './change-feed.ts';

/**
 * What a committed write changed. Caches listen (on every instance: see realtime/change-relay.ts),
 * and so do the sockets (see realtime/change-events.ts). The optional details narrow what
 * clients refetch; without them, the whole scope counts as changed. Every switch over `scope`
 * is exhaustive, so a new scope fails the typecheck until each listener says what it means.
 */
export type Change =
  /** `keys`: the top-level settings that changed. */
  | { scope: 'settings'; keys?: string[] }
  /** `items`: the modules, pages and blocks whose records changed. */
  | { scope: 'structure'; items?: ChangedItem[] }
  | { scope: 'brands' }
  /** `languages`: whose texts changed. */
  | { scope: 'translations'; languages?: LanguageCode[] }
  /** The user lists' properties or members (a list's members changing also changes each account concerned). */
  | { scope: 'userLists'; listIds: number[] }
  /** The state of one of the account's membership requests changed: the member's open tabs are told (userLists:updated:state). */
  | { scope: 'membershipRequest'; accountId: number; event: MembershipStateEvent }
  /** Notifications stored for these accounts (notify): each is told its own (events:notification). */
  | { scope: 'notifications'; delivered: DeliveredNotification[] }
  /** The account's followed items changed (one muted): its tabs are told (notifications:itemsToSubscribeTo). */
  | { scope: 'followedItems'; accountId: number; items: FollowedItem[] }
  /** A private chat message was sent: both members' devices are told (chat:newMessage). */
  | { scope: 'chatMessage'; event: ChatNewMessageEvent }
  /** A conversation's unread count changed for one member: their devices are told (chat:unreadCount). */
  | { scope: 'chatUnread'; accountId: number; event: ChatUnreadCountEvent }
  /** A post or comment in a block changed: those viewing the block are told (posts:changed). */
  | { scope: 'posts'; event: PostsChangedEvent }
  /**
   * The account's data, profile or list memberships; `metaOnly` when only its profile meta changed,
   * which nobody but the member reads: other members' devices need not hear of it.
   */
  | { scope: 'account'; accountId: number; metaOnly?: true }
  /** What an account may do (every account's when `accountId` is absent). */
  | { scope: 'permissions'; accountId?: number }
  /** The device session was revoked, or whom it speaks for changed (admin view-as): its sockets and cached sign-ins start over. */
  | { scope: 'session'; sessionId: string }
  /**
   * A refresh moved the device session to token `generation`; tokens of the generation before it
   * stop working at `graceEndsAt` (ms since the epoch), and so do the sockets holding them.
   */
  | { scope: 'sessionRotated'; sessionId: string; generation: number; graceEndsAt: number };

export type ChangeScope = Change['scope'];

/** A notification as stored, and whose it is. */
export interface DeliveredNotification {
  accountId: number;
  notification: Notification;
}

export type Trx = Transaction<Database>;

/** A transaction operations have joined: their changes wait in `pending` until it commits. */
export interface OpenTransaction {
  trx: Trx;
  pending: Change[];
}

export interface OperationContext {
  db: Db;
  changes: ChangeFeed;
  /** Set inside `inTransaction`: operations called with this context join it. */
  open?: OpenTransaction;
}

/** A context inside an open transaction. */
export type TransactionContext = OperationContext & { db: Trx; open: OpenTransaction };

/**
 * Runs `work` in one transaction: a new one, announcing every change the operations inside
 * queued once it has committed; or, when `ctx` is already inside one, that one (its outer
 * caller announces after the outer commit). Nothing is announced when the work fails.
 */
export async function inTransaction<T>(ctx: OperationContext, work: (tx: TransactionContext) => Promise<T>): Promise<T> {
  if (ctx.open) return work({ ...ctx, db: ctx.open.trx, open: ctx.open });
  const pending: Change[] = [];
  const result = await ctx.db.transaction().execute((trx) => work({ ...ctx, db: trx, open: { trx, pending } }));
  ctx.changes.announce(pending);
  return result;
}

/**
 * Runs `work` inside a transaction (see inTransaction) and queues what it changed (`changes`, or
 * a function of the result for writes that learn it as they go) for announcement after the
 * commit. Every write of shared site state goes through here, so nothing changes unannounced.
 */
export function writeSite<T>(
  ctx: OperationContext,
  changes: readonly Change[] | ((result: T) => readonly Change[]),
  work: (trx: Trx, tx: TransactionContext) => Promise<T>,
): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    const result = await work(tx.db, tx);
    tx.open.pending.push(...(typeof changes === 'function' ? changes(result) : changes));
    return result;
  });
}
