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
  const parent = query.parentId === undefined ? undefined : await liveCommunication(ctx.db, query.parentId, blockId);
  if (query.parentId !== undefined && !parent) throw appError('COMMUNICATION_NOT_FOUND');
  // A post has no parent and a comment has one: the other scope lists nothing.
  if (query.scope !== undefined && query.scope !== (parent ? 'comment' : 'post')) return { items: [], more: false, total: 0 };
  let paged = ctx.db.selectFrom('communications').select(COMMUNICATION_COLUMNS).where('blockId', '=', blockId).where('deletedAt', 'is', null);
  paged = parent ? paged.where('parentId', '=', parent.id) : paged.where('parentId', 'is', null);
  const order = query.order ?? (parent ? 'oldest' : 'newest');
  if (order === 'score') paged = paged.orderBy('score', 'desc');
  paged = paged.orderBy('id', order === 'oldest' ? 'asc' : 'desc');
  const rows = await paged.limit(query.limit + 1).offset((query.page - 1) * query.limit).execute();
  // Totals are kept as posts come and go (count-posts.ts), so a long discussion is not counted on every read.
  const total = parent ? parent.replyCount : Number((await ctx.db.selectFrom('communicationBlocks').select('postCount').where('blockId', '=', blockId).executeTakeFirst())?.postCount ?? 0);
  const items = await communicationsFor(ctx.db, reader, rows.slice(0, query.limit));
  return { items, more: rows.length > query.limit, total };
}

/** Post or comment `id` as the reader sees it. Refused: gone, or in a block hidden from them → COMMUNICATION_NOT_FOUND. */
export async function readCommunication(ctx: PostsContext, reader: SignedInAccount, id: number): Promise<Communication> {
  const row = await liveCommunication(ctx.db, id);
  if (!row || !(await findVisiblePostBlock(ctx, reader, row.blockId))) throw appError('COMMUNICATION_NOT_FOUND');
  const [communication] = await communicationsFor(ctx.db, reader, [row]);
  return communication!;
}
