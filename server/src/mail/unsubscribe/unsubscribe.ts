// Unsubscribing through an e-mail's link: the preference is turned off, and the messages of that
// kind still waiting in the queue for the member are not sent either.
import { provenAccount } from '../../operations/actor.ts';
import { inTransaction, type OperationContext } from '../../operations/context.ts';
import type { EmailOptOut } from './email-opt-out.ts';
import type { UnsubscribeClaims } from './unsubscribe-token.ts';

/** Applies a checked link; an account deleted since the e-mail was sent has nothing left to turn off. */
export async function unsubscribe(ctx: OperationContext, optOut: EmailOptOut, { accountId, subscribable }: UnsubscribeClaims): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const account = await tx.db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
    if (!account) return;
    await optOut(tx, provenAccount(accountId), subscribable);
    let waiting = tx.db.deleteFrom('mailJobs')
      .where('accountId', '=', accountId).where('state', '=', 'pending')
      .where('eventName', '=', subscribable.eventName);
    waiting = subscribable.scope ? waiting.where('scope', '=', subscribable.scope) : waiting.where('scope', 'is', null);
    if (subscribable.targetId) waiting = waiting.where('targetId', '=', subscribable.targetId);
    await waiting.execute();
  });
}
