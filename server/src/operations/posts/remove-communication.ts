// Taking a post or comment away (DELETE communications/{targetId}/{communicationId}) and bringing
// it back. The one path for both its author and moderation: the abuse-report screens call
// removeCommunication with the moderator and a reason, and restoreCommunication to re-enable.
// The row is kept, marked deleted with who and why, so a moderator can bring it back; no read shows it.
import { mayModeratePosts } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { writeSite, type Change } from '../context.ts';
import { COMMUNICATION_COLUMNS, communicationsFor, liveCommunication, type CommunicationRow } from './communication-rows.ts';
import { countPost } from './count-posts.ts';
import { postBlockById, type PostsContext } from './post-block.ts';

export interface RemovedCommunication {
  id: number;
  blockId: number;
  parentId: number | null;
  /** Its author: moderation tells them why. */
  from: number;
  /** Removed by someone other than its author. */
  byModerator: boolean;
  reason: string | null;
}

const NOT_YOURS = 'You may delete only your own posts and comments.';

/**
 * Removes post or comment `id` (of block `blockId` when given) for everyone, with `reason`: its
 * author may, and those who may moderate its block (admins; moderateComments granted there). Its
 * replies go with it from every read. Refused: gone or another block's → COMMUNICATION_NOT_FOUND;
 * someone else's without moderation → NOT_ALLOWED. Those viewing the block see it go.
 */
export async function removeCommunication(ctx: PostsContext, actor: Actor, id: number, { blockId, reason }: { blockId?: number; reason?: string } = {}): Promise<RemovedCommunication> {
  const found = await liveCommunication(ctx.db, id, blockId);
  if (!found) throw appError('COMMUNICATION_NOT_FOUND');
  const byModerator = found.fromAccountId !== actor.accountId;
  // The block is read before the transaction: the site cache reads with a connection of its own.
  if (byModerator && !mayModeratePosts(actor, await postBlockById(ctx, found.blockId))) throw appError('NOT_ALLOWED', NOT_YOURS);
  const why = reason?.trim() || null;
  const changes: Change[] = [];
  return writeSite(ctx, () => changes, async (trx) => {
    const removed = await trx.updateTable('communications').set({ deletedAt: new Date(), deletedBy: actor.accountId, deleteReason: why })
      .where('id', '=', id).where('deletedAt', 'is', null).returning(['blockId', 'parentId', 'fromAccountId']).executeTakeFirst();
    if (!removed) throw appError('COMMUNICATION_NOT_FOUND');
    await countPost(trx, removed, -1);
    changes.push({ scope: 'posts', event: { blockId: removed.blockId, id, parentId: removed.parentId, action: 'deleted' } });
    return { id, blockId: removed.blockId, parentId: removed.parentId, from: removed.fromAccountId, byModerator, reason: why };
  });
}

/**
 * Brings back post or comment `id` removed earlier (moderation's re-enable): only those who may
 * moderate its block. Refused: not removed → COMMUNICATION_NOT_FOUND; NOT_ALLOWED. Those viewing
 * the block see it come back.
 */
export async function restoreCommunication(ctx: PostsContext, actor: Actor, id: number): Promise<void> {
  const removed = await ctx.db.selectFrom('communications').select(['blockId']).where('id', '=', id).where('deletedAt', 'is not', null).executeTakeFirst();
  if (!removed) throw appError('COMMUNICATION_NOT_FOUND', 'That post or comment is not deleted.');
  if (!mayModeratePosts(actor, await postBlockById(ctx, removed.blockId))) throw appError('NOT_ALLOWED', 'Only moderators may bring posts back.');
  const changes: Change[] = [];
  await writeSite(ctx, () => changes, async (trx) => {
    const row: CommunicationRow | undefined = await trx.updateTable('communications').set({ deletedAt: null, deletedBy: null, deleteReason: null })
      .where('id', '=', id).where('deletedAt', 'is not', null).returning(COMMUNICATION_COLUMNS).executeTakeFirst();
    if (!row) throw appError('COMMUNICATION_NOT_FOUND', 'That post or comment is not deleted.');
    await countPost(trx, row, 1);
    const [restored] = await communicationsFor(trx, { ...actor, accountId: null }, [row]);
    changes.push({ scope: 'posts', event: { blockId: row.blockId, id, parentId: row.parentId, action: 'created', communication: restored! } });
  });
}
