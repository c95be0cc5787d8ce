// Reading posts and comments (GET communications/{targetId}, communications/single/{id}): a page
// of a block's posts or of one item's replies, each with its reply count, as the reader may see them.
import type { Communication, CommunicationOrder, CommunicationsReply, PostScope } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { COMMUNICATION_COLUMNS, communicationsFor, liveCommunication } from './communication-rows.ts';
import { findVisiblePostBlock, visiblePostBlock, type PostsContext } from './post-block.ts';

export interface CommunicationsPage {
  /** From 1. */
  page: number;
  limit: number;
  /** Replies of this post or comment; the block's posts when left out. */
  parentId?: number | undefined;
  /** Posts: newest first by default; replies: oldest first. */
  order?: CommunicationOrder | undefined;
  scope?: PostScope | undefined;
}

/**
 * One page of block `blockId`'s posts, or of `parentId`'s replies, live ones only. Refused: a
 * block hidden from the reader → BLOCK_NOT_FOUND; a parent not in the block → COMMUNICATION_NOT_FOUND.
 */
export async function readCommunications(ctx: PostsContext, reader: SignedInAccount, blockId: number, query: CommunicationsPage): Promise<CommunicationsReply> {
  await visiblePostBlock(ctx, reader, blockId);
  if (query.parentId !== undefined && !(await liveCommunication(ctx.db, query.parentId, blockId))) throw appError('COMMUNICATION_NOT_FOUND');
  let scoped = ctx.db.selectFrom('communications').where('blockId', '=', blockId).where('deletedAt', 'is', null);
  scoped = query.parentId === undefined ? scoped.where('parentId', 'is', null) : scoped.where('parentId', '=', query.parentId);
  if (query.scope !== undefined) scoped = scoped.where('scope', '=', query.scope);
  const order = query.order ?? (query.parentId === undefined ? 'newest' : 'oldest');
  let paged = scoped.select(COMMUNICATION_COLUMNS);
  if (order === 'score') paged = paged.orderBy('score', 'desc');
  paged = paged.orderBy('id', order === 'oldest' ? 'asc' : 'desc');
  const [rows, counted] = await Promise.all([
    paged.limit(query.limit + 1).offset((query.page - 1) * query.limit).execute(),
    scoped.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const items = await communicationsFor(ctx.db, reader, rows.slice(0, query.limit));
  return { items, more: rows.length > query.limit, total: Number(counted.total) };
}

/** Post or comment `id` as the reader sees it. Refused: gone, or in a block hidden from them → COMMUNICATION_NOT_FOUND. */
export async function readCommunication(ctx: PostsContext, reader: SignedInAccount, id: number): Promise<Communication> {
  const row = await liveCommunication(ctx.db, id);
  if (!row || !(await findVisiblePostBlock(ctx, reader, row.blockId))) throw appError('COMMUNICATION_NOT_FOUND');
  const [communication] = await communicationsFor(ctx.db, reader, [row]);
  return communication!;
}
