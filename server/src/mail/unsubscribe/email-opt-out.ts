// What unsubscribing changes: the member's e-mail preference for the subscribable, which the
// notifications area keeps. This is the one seam between the two: the app passes the
// notifications' operation in (AppOptions.emailOptOut).
import type { Actor } from '../../operations/actor.ts';
import type { TransactionContext } from '../../operations/context.ts';
import type { Subscribable } from '../queue/enqueue-mail.ts';

/**
 * Sets `actor`'s e-mail preference for `subscribable` to inactive (the subscribable's `active`
 * flag), inside the transaction of `tx`. The actor is the account the link was made for, proven
 * by the link's signature (operations/actor.ts provenAccount), acting on its own preferences.
 */
export type EmailOptOut = (tx: TransactionContext, actor: Actor, subscribable: Subscribable) => Promise<void>;
