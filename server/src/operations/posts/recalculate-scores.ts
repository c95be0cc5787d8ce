// GET structure/block/{id}/recalculatePostScores: counts the reactions of a block's posts and
// comments again and puts right any score that drifted from them (after a restore from backup, a
// data repair by hand). Those who may moderate the block may.
import { mayModeratePosts, type RecalculateScoresReply } from '@tessera/schemas';
import { sql } from 'kysely';
import { appError } from '../../errors.ts';
import { writeSite } from '../context.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { visiblePostBlock, type PostsContext } from './post-block.ts';

interface Counted {
  counted: number;
  corrected: number;
}

export async function recalculatePostScores(ctx: PostsContext, actor: SignedInAccount, blockId: number): Promise<RecalculateScoresReply> {
  const block = await visiblePostBlock(ctx, actor, blockId);
  if (!mayModeratePosts(actor, block)) throw appError('NOT_ALLOWED', 'Only moderators may count scores again.');
  // Scores are not announced: each one put right is what the readers' next load shows.
  return writeSite(ctx, [], async (trx) => {
    const { rows } = await sql<Counted>`
      with per_reaction as (
        select r.communication_id, r.reaction_id, count(*)::int as n
        from communication_reactions r join communications c on c.id = r.communication_id
        where c.block_id = ${block.id} group by r.communication_id, r.reaction_id
      ), counted as (
        select c.id, coalesce(sum(p.n), 0)::int as score,
          coalesce(jsonb_object_agg(p.reaction_id, p.n) filter (where p.reaction_id is not null), '{}'::jsonb) as scores
        from communications c left join per_reaction p on p.communication_id = c.id
        where c.block_id = ${block.id} group by c.id
      ), corrected as (
        update communications c set score = counted.score, reaction_scores = counted.scores
        from counted where c.id = counted.id and (c.score <> counted.score or c.reaction_scores <> counted.scores)
        returning c.id
      )
      select (select count(*)::int from counted) as counted, (select count(*)::int from corrected) as corrected`.execute(trx);
    return rows[0]!;
  });
}
