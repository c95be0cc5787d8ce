// The profiles a member viewed last (data spec §7 PUT profile/user/actions/viewedProfile, GET
// profile/user/actions/{name}; shell spec §2.4 the recently-viewed footer block).
import type { ProfileActionsReply } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { inTransaction, type OperationContext } from '../context.ts';

/** How many viewed profiles a member's history keeps. */
export const RECENTLY_VIEWED_LIMIT = 20;

/** The acting member's latest profile views, newest first. */
export async function recentlyViewed(db: Db, actor: SignedInAccount): Promise<ProfileActionsReply> {
  const rows = await db.selectFrom('profileViews').select(['viewedId', 'viewedAt'])
    .where('viewerId', '=', actor.accountId)
    .orderBy('viewedAt', 'desc').orderBy('viewedId', 'desc')
    .limit(RECENTLY_VIEWED_LIMIT)
    .execute();
  return { name: 'viewedProfile', actions: rows.map((row) => ({ targetId: row.viewedId, at: new Date(row.viewedAt).toISOString() })) };
}

/**
 * Records that the acting member viewed `accountId`'s profile now (PROFILE_NOT_FOUND when there is
 * none) and returns their history. Their own profile is not recorded. Only the latest
 * RECENTLY_VIEWED_LIMIT are kept. A member's history is theirs alone: nothing is announced.
 */
export async function recordProfileView(ctx: OperationContext, actor: SignedInAccount, accountId: number): Promise<ProfileActionsReply> {
  await inTransaction(ctx, async ({ db: trx }) => {
    const target = await trx.selectFrom('profiles').select('accountId').where('accountId', '=', accountId).executeTakeFirst();
    if (!target) throw appError('PROFILE_NOT_FOUND');
    if (accountId === actor.accountId) return;
    await trx.insertInto('profileViews').values({ viewerId: actor.accountId, viewedId: accountId })
      .onConflict((oc) => oc.columns(['viewerId', 'viewedId']).doUpdateSet({ viewedAt: sql<Date>`now()` }))
      .execute();
    await trx.deleteFrom('profileViews')
      .where('viewerId', '=', actor.accountId)
      .where('viewedId', 'not in', (eb) => eb.selectFrom('profileViews').select('viewedId')
        .where('viewerId', '=', actor.accountId).orderBy('viewedAt', 'desc').orderBy('viewedId', 'desc').limit(RECENTLY_VIEWED_LIMIT))
      .execute();
  });
  return recentlyViewed(ctx.db, actor);
}
