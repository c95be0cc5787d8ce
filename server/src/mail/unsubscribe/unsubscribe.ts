// Unsubscribing through an e-mail's link: the preference is turned off, and the messages of that
// kind still waiting in the queue for the member are not sent either.
import { inTransaction, type OperationContext } from '../../operations/context.ts';
import { stopEmails } from './stop-emails.ts';
import type { UnsubscribeClaims } from './unsubscribe-token.ts';

/**
 * Applies a checked link, for the account it was made for: its signature proves who, and all it
 * can change is that account's choice for that event. An account deleted since has nothing left.
 */
export async function unsubscribe(ctx: OperationContext, { accountId, preference }: UnsubscribeClaims): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const account = await tx.db.selectFrom('accounts').select('id').where('id', '=', accountId).executeTakeFirst();
    if (!account) return;
    await stopEmails(tx.db, accountId, preference);
    let waiting = tx.db.deleteFrom('mailJobs')
      .where('accountId', '=', accountId).where('state', '=', 'pending')
      .where('eventName', '=', preference.eventName);
    waiting = preference.scope ? waiting.where('scope', '=', preference.scope) : waiting.where('scope', 'is', null);
    if (preference.targetId) waiting = waiting.where('targetId', '=', preference.targetId);
    await waiting.execute();
  });
}
