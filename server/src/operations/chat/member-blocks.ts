// A member blocking another: while the block stands neither may message the other (mayStartChat).
import { appError } from '../../errors.ts';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { memberOf } from './chat-members.ts';

/** The accounts `accountId` blocks, in the order blocked. */
export async function blockedBy(db: Db, accountId: number): Promise<number[]> {
  const rows = await db.selectFrom('memberBlocks').select('blockedId').where('blockerId', '=', accountId).orderBy('createdAt').orderBy('blockedId').execute();
  return rows.map((row) => row.blockedId);
}

/**
 * Blocks (`blocked` true) or unblocks member `accountId` for the actor; returns whom the actor
 * blocks now. Blocking oneself → BAD_REQUEST; an unknown member → PROFILE_NOT_FOUND. Unblocking
 * someone not blocked changes nothing.
 */
export async function setBlocked(ctx: OperationContext, actor: Actor, accountId: number, blocked: boolean): Promise<number[]> {
  const blocker = memberOf(actor);
  if (blocker === accountId) throw appError('BAD_REQUEST', 'You cannot block yourself.');
  await writeSite(ctx, [], async (trx) => {
    if (!blocked) {
      await trx.deleteFrom('memberBlocks').where('blockerId', '=', blocker).where('blockedId', '=', accountId).execute();
      return;
    }
    const exists = await trx.selectFrom('profiles').select('accountId').where('accountId', '=', accountId).executeTakeFirst();
    if (!exists) throw appError('PROFILE_NOT_FOUND');
    await trx.insertInto('memberBlocks').values({ blockerId: blocker, blockedId: accountId })
      .onConflict((oc) => oc.columns(['blockerId', 'blockedId']).doNothing()).execute();
  });
  return blockedBy(ctx.db, blocker);
}
