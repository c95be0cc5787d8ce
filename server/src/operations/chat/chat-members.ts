// Who a conversation is between, and whether two members may write to each other.
import { mayStartChat } from '@tessera/schemas';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import type { Trx } from '../context.ts';

/** The two accounts of a conversation as stored: the lower id first. */
export const orderedPair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** The acting member's account: chat is between members, never the system. */
export function memberOf(actor: Actor): number {
  if (actor.accountId === null) throw appError('NOT_ALLOWED', 'Only members chat.');
  return actor.accountId;
}

/** What decides whether two members may chat, and their conversation if there is one: one query. */
export async function chatStanding(db: Db | Trx, readerId: number, targetId: number): Promise<{ targetExists: boolean; allowed: boolean; chatId: number | null }> {
  const [first, second] = orderedPair(readerId, targetId);
  const blocks = (blocker: number, blocked: number) => (eb: ExpressionBuilder<Database, never>) =>
    eb.exists(eb.selectFrom('memberBlocks').select('blockerId').where('blockerId', '=', blocker).where('blockedId', '=', blocked));
  const row = await db.selectNoFrom((eb) => [
    eb.exists(eb.selectFrom('profiles').select('accountId').where('accountId', '=', targetId)).as('targetExists'),
    blocks(readerId, targetId)(eb).as('readerBlocksTarget'),
    blocks(targetId, readerId)(eb).as('targetBlocksReader'),
    eb.selectFrom('chats').select('id').where('firstAccountId', '=', first).where('secondAccountId', '=', second).as('chatId'),
  ]).executeTakeFirstOrThrow();
  const allowed = mayStartChat({ readerId, targetId, readerBlocksTarget: Boolean(row.readerBlocksTarget), targetBlocksReader: Boolean(row.targetBlocksReader) });
  return { targetExists: Boolean(row.targetExists), allowed, chatId: row.chatId };
}

/** Whether `readerId` may start a chat with (and send to) `targetId`: schemas mayStartChat over the blocks stored. */
export async function mayChat(db: Db | Trx, readerId: number | null, targetId: number): Promise<boolean> {
  return readerId !== null && (await chatStanding(db, readerId, targetId)).allowed;
}

/**
 * Throws PROFILE_NOT_FOUND unless `accountId` is a member, and CHAT_NOT_ALLOWED unless `readerId`
 * may chat with them; returns their conversation's id, or null when there is none yet.
 */
export async function assertMayChat(db: Db | Trx, readerId: number, accountId: number): Promise<number | null> {
  const { targetExists, allowed, chatId } = await chatStanding(db, readerId, accountId);
  if (!targetExists) throw appError('PROFILE_NOT_FOUND');
  if (!allowed) throw appError('CHAT_NOT_ALLOWED');
  return chatId;
}
