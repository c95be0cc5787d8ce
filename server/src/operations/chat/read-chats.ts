// Reading conversations: a member reads only those they are in (CHAT_NOT_FOUND for any other).
import { publicName, type Chat, type ChatMessage, type ChatMessagesReply } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import type { Trx } from '../context.ts';
import { readProfiles } from '../profiles/read-profiles.ts';
import { mayChat } from './chat-members.ts';

type Reader = Db | Trx;

interface MessageRow {
  id: number;
  chatId: number;
  fromAccountId: number;
  type: ChatMessage['type'];
  html: string;
  meta: ChatMessage['meta'];
  connectionId: number | null;
  sentAt: Date;
}

export const MESSAGE_COLUMNS = ['id', 'chatId', 'fromAccountId', 'type', 'html', 'meta', 'connectionId', 'sentAt'] as const;

export function messageOf(row: MessageRow): ChatMessage {
  return {
    id: row.id, chatId: row.chatId, from: row.fromAccountId, type: row.type, date: row.sentAt.toISOString(),
    meta: row.meta, message: row.html, connectionId: row.connectionId,
  };
}

/** The conversations of `accountId` (all of them, or those in `chatIds`) with the other member and the latest message. */
function chatRows(db: Reader, accountId: number) {
  return db.selectFrom('chatMembers as me')
    .innerJoin('chats as c', 'c.id', 'me.chatId')
    .leftJoin('chatMessages as m', 'm.id', 'c.latestMessageId')
    .select(['c.id', 'c.firstAccountId', 'c.secondAccountId', 'c.startedBy', 'me.unread', 'c.createdAt'])
    .select(['m.id as messageId', 'm.html', 'm.fromAccountId', 'm.sentAt'])
    .where('me.accountId', '=', accountId);
}

type ChatRow = Awaited<ReturnType<ReturnType<typeof chatRows>['execute']>>[number];

async function chatsOf(db: Db, reader: Actor & { accountId: number }, rows: ChatRow[]): Promise<Chat[]> {
  const others = rows.map((row) => (row.firstAccountId === reader.accountId ? row.secondAccountId : row.firstAccountId));
  const profiles = new Map((await readProfiles(db, reader, others)).map((profile) => [profile.accountId, profile]));
  const blocked = await blockedEitherWay(db, reader.accountId, others);
  return rows.map((row, i) => {
    const other = others[i]!;
    const profile = profiles.get(other);
    return {
      id: row.id, with: other, unread: row.unread,
      name: profile ? publicName(profile.data.profile, other) : String(other),
      latestMessage: row.messageId === null ? null : {
        id: row.messageId, message: row.html!, targetId: other, from: row.fromAccountId!, date: row.sentAt!.toISOString(),
      },
      canSend: !blocked.has(other),
    };
  });
}

/** Of `others`, those `accountId` blocks or is blocked by. */
async function blockedEitherWay(db: Reader, accountId: number, others: readonly number[]): Promise<Set<number>> {
  if (others.length === 0) return new Set();
  const rows = await db.selectFrom('memberBlocks').select(['blockerId', 'blockedId'])
    .where((eb) => eb.or([
      eb.and([eb('blockerId', '=', accountId), eb('blockedId', 'in', others)]),
      eb.and([eb('blockedId', '=', accountId), eb('blockerId', 'in', others)]),
    ])).execute();
  return new Set(rows.map((row) => (row.blockerId === accountId ? row.blockedId : row.blockerId)));
}

/** GET chat/private: the reader's conversations, latest activity first; one without messages only for whoever started it. */
export async function listChats(db: Db, reader: Actor & { accountId: number }): Promise<Chat[]> {
  const rows = await chatRows(db, reader.accountId)
    .where((eb) => eb.or([eb('c.latestMessageId', 'is not', null), eb('c.startedBy', '=', reader.accountId)]))
    .orderBy((eb) => eb.fn.coalesce('m.sentAt', 'c.createdAt'), 'desc').orderBy('c.id', 'desc')
    .execute();
  return chatsOf(db, reader, rows);
}

/** One of the reader's conversations; CHAT_NOT_FOUND when there is none or the reader is not in it. */
export async function readChat(db: Db, reader: Actor & { accountId: number }, chatId: number): Promise<Chat> {
  const row = await chatRows(db, reader.accountId).where('c.id', '=', chatId).executeTakeFirst();
  if (!row) throw appError('CHAT_NOT_FOUND');
  return (await chatsOf(db, reader, [row]))[0]!;
}

/** The conversation between the reader and `otherId`, if there is one. */
export async function chatIdBetween(db: Reader, a: number, b: number): Promise<number | undefined> {
  const [first, second] = a < b ? [a, b] : [b, a];
  const row = await db.selectFrom('chats').select('id').where('firstAccountId', '=', first).where('secondAccountId', '=', second).executeTakeFirst();
  return row?.id;
}

export interface MessagePage {
  page: number;
  limit: number;
  /** Count pages from this message (older ones only). */
  before?: number;
}

/** GET chat/private/{id}: the conversation and one page of its messages, newest page first, oldest first within it. */
export async function readChatMessages(db: Db, reader: Actor & { accountId: number }, chatId: number, { page, limit, before }: MessagePage): Promise<ChatMessagesReply> {
  const chat = await readChat(db, reader, chatId);
  let query = db.selectFrom('chatMessages').where('chatId', '=', chatId);
  if (before !== undefined) query = query.where('id', '<', before);
  const [rows, counted] = await Promise.all([
    query.select(MESSAGE_COLUMNS).orderBy('id', 'desc').offset(page * limit).limit(limit + 1).execute(),
    db.selectFrom('chatMessages').where('chatId', '=', chatId).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { chat, messages: rows.slice(0, limit).reverse().map(messageOf), more: rows.length > limit, total: Number(counted.total) };
}

/** The member's unread messages across every conversation (the header's chat badge). */
export async function totalUnread(db: Reader, accountId: number): Promise<number> {
  const row = await db.selectFrom('chatMembers').where('accountId', '=', accountId)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('unread'), eb.lit(0)).as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Whether the profile reader may start a chat with `accountId` (GET profile/{id}'s _canStartChat). */
export const canStartChat = (db: Db, reader: Actor, accountId: number): Promise<boolean> => mayChat(db, reader.accountId, accountId);
