// Reactions (POST structure/block/{id}/setReaction/{commentId}): a member gives a reaction (an
// emoji) to a post or comment, or takes it back by giving it again. The row is locked while the
// reaction and the scores change in one transaction, so scores stay equal to the reactions stored
// however many members react at once.
import { isReaction, mayInPostBlock, publicName, type ReactionReply, type ReactionScores } from '@tessera/schemas';
import { sql } from 'kysely';
import { appError } from '../../errors.ts';
import { writeSite, type Change } from '../context.ts';
import { rewriteProfileMeta } from '../profiles/upsert-meta.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { COMMUNICATION_COLUMNS } from './communication-rows.ts';
import { visiblePostBlock, type PostsContext } from './post-block.ts';
import { tellAboutReaction } from './post-notifications.ts';
import { withReactedPost } from './reacted-posts.ts';

/**
 * Gives `reactionId` to post or comment `id` of block `blockId` as `member`, or takes it back when
 * they had given it. Refused: not an emoji → BAD_REQUEST; a block hidden from them → BLOCK_NOT_FOUND;
 * no right to react → NOT_ALLOWED; gone → COMMUNICATION_NOT_FOUND. The author is told of a new
 * reaction (not their own); those viewing the block get the new scores; the member's reacted posts
 * (their profile meta) follow in the same transaction.
 */
export async function setReaction(ctx: PostsContext, member: SignedInAccount, blockId: number, id: number, reactionId: string): Promise<ReactionReply> {
  if (!isReaction(reactionId)) throw appError('BAD_REQUEST', 'A reaction is one emoji.');
  const block = await visiblePostBlock(ctx, member, blockId);
  if (!mayInPostBlock(member, 'canReact', block, block.rules)) throw appError('NOT_ALLOWED', 'You may not react here.');
  const changes: Change[] = [];
  return writeSite(ctx, () => changes, async (trx, tx) => {
    const locked = await trx.selectFrom('communications').select('id').where('id', '=', id).where('blockId', '=', block.id)
      .where('deletedAt', 'is', null).forUpdate().executeTakeFirst();
    if (!locked) throw appError('COMMUNICATION_NOT_FOUND');
    const key = { communicationId: id, accountId: member.accountId, reactionId };
    const taken = await trx.deleteFrom('communicationReactions').where('communicationId', '=', id).where('accountId', '=', member.accountId)
      .where('reactionId', '=', reactionId).executeTakeFirst();
    const step = taken.numDeletedRows > 0n ? -1 : 1;
    if (step === 1) await trx.insertInto('communicationReactions').values(key).execute();
    const count = sql<number>`coalesce((reaction_scores->>${reactionId})::int, 0) + ${step}`;
    const row = await trx.updateTable('communications').set({
      score: (eb) => eb('score', '+', step),
      // A reaction nobody gives any more leaves the scores.
      reactionScores: sql<string>`case when ${count} > 0 then jsonb_set(reaction_scores, array[${reactionId}::text], to_jsonb(${count})) else reaction_scores - ${reactionId}::text end`,
    }).where('id', '=', id).returning(COMMUNICATION_COLUMNS).executeTakeFirstOrThrow();
    const userReactions = (await trx.selectFrom('communicationReactions').select('reactionId').where('communicationId', '=', id)
      .where('accountId', '=', member.accountId).orderBy('createdAt').execute()).map((reaction) => reaction.reactionId);
    // The member's profile row is locked after the post's, in that order in every reaction: none can deadlock another.
    await rewriteProfileMeta(trx, member.accountId, (meta) => withReactedPost(meta, id, block.id, userReactions, new Date()));
    if (step === 1) {
      await tellAboutReaction(tx, { block, row, actorId: member.accountId, actorName: publicName(member.profile.data.profile, member.accountId) });
    }
    const meta = { score: row.score, reactionScores: row.reactionScores as ReactionScores };
    changes.push({ scope: 'account', accountId: member.accountId, metaOnly: true });
    changes.push({ scope: 'posts', event: { blockId: block.id, id, parentId: row.parentId, action: 'scored', meta } });
    return { id, score: row.score, userReactions, individualReactionScores: meta.reactionScores };
  });
}
