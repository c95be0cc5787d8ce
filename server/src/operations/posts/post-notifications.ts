// Who is told about a new post, reply, mention or reaction (through notify, which applies each
// member's preferences and mutes), and who follows what from then on: the author follows the block
// they posted in and the post they wrote or answered.
import { memberHtmlText, type NotificationData, type NotificationType, type PostMention } from '@tessera/schemas';
import type { Trx, TransactionContext } from '../context.ts';
import type { ItemRef } from '../notifications/followed-items.ts';
import { notify } from '../notifications/notify.ts';
import type { CommunicationRow } from './communication-rows.ts';
import { threadOf } from './communication-rows.ts';
import { blockPositionPath, type PostBlock } from './post-block.ts';

/** The most characters of the text a notification carries. */
const EXCERPT_LENGTH = 140;

/** What happened to a post or comment, and who did it (its author, or who reacted). */
export interface PostEvent {
  block: PostBlock;
  row: CommunicationRow;
  actorId: number;
  actorName: string;
}

async function followersOf(trx: Trx, item: ItemRef): Promise<number[]> {
  const rows = await trx.selectFrom('followedItems').select('accountId')
    .where('itemType', '=', item.type).where('itemId', '=', item.id).where('muted', '=', false).execute();
  return rows.map((row) => row.accountId);
}

function dataOf({ block, row, actorId, actorName }: PostEvent): NotificationData {
  const path = blockPositionPath(block, threadOf(row));
  return {
    postId: threadOf(row), ...(row.parentId !== null && { parentId: row.parentId }),
    fromAccountId: actorId, fromName: actorName.slice(0, 256),
    ...(row.title && { title: row.title.slice(0, 256) }), ...(path !== null && { path }),
  };
}

const excerptOf = (row: CommunicationRow) => memberHtmlText(row.html).slice(0, EXCERPT_LENGTH) || null;

async function tell(tx: TransactionContext, type: NotificationType, recipients: readonly number[], event: PostEvent, item: ItemRef): Promise<void> {
  await notify(tx, { recipients, type, targetId: event.row.id, message: excerptOf(event.row), data: dataOf(event), item });
}

/**
 * A post or comment was written: members it mentions are told (mention); for a post, those who
 * follow the block (newDiscussion); for a comment, those who follow its post (newCommentReply).
 * Nobody is told twice, nor about what they wrote; the author follows the block and the post.
 */
export async function tellAboutNewPost(tx: TransactionContext, event: PostEvent, mentions: readonly PostMention[]): Promise<void> {
  const { block, row } = event;
  const author = row.fromAccountId;
  const post: ItemRef = { type: 'post', id: threadOf(row) };
  const mentioned = mentions.map((mention) => mention.accountId).filter((id) => id !== author);
  await tell(tx, 'mention', mentioned, event, post);
  const followed: ItemRef = row.parentId === null ? { type: 'block', id: block.id } : post;
  const others = (await followersOf(tx.db, followed)).filter((id) => id !== author && !mentioned.includes(id));
  await tell(tx, row.parentId === null ? 'newDiscussion' : 'newCommentReply', others, event, followed);
  // One statement for both (the write's hot path).
  await tx.db.insertInto('followedItems').values([{ accountId: author, itemType: 'block', itemId: block.id }, { accountId: author, itemType: 'post', itemId: post.id }])
    .onConflict((oc) => oc.doNothing()).execute();
}

/** An edit mentions `added` members it did not mention before: they are told. */
export async function tellNewlyMentioned(tx: TransactionContext, event: PostEvent, added: readonly PostMention[]): Promise<void> {
  const recipients = added.map((mention) => mention.accountId).filter((id) => id !== event.row.fromAccountId);
  await tell(tx, 'mention', recipients, event, { type: 'post', id: threadOf(event.row) });
}

/** The actor of `event` reacted to its post or comment: the author is told (not about their own reactions). */
export async function tellAboutReaction(tx: TransactionContext, event: PostEvent): Promise<void> {
  if (event.actorId === event.row.fromAccountId) return;
  await tell(tx, 'newReaction', [event.row.fromAccountId], event, { type: 'post', id: threadOf(event.row) });
}
