// POST communications/{id}/{messageId}/meta: a message's meta, replaced by either member.
import type { ChatMessage, ChatMessageMeta } from '@tessera/schemas';
import { sql } from 'kysely';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { memberOf } from './chat-members.ts';
import { MESSAGE_COLUMNS, messageOf } from './read-chats.ts';

/** The most JSON a message's meta may take. */
export const MAX_META_BYTES = 4096;

export function assertMetaSize(meta: ChatMessageMeta): void {
  if (Buffer.byteLength(JSON.stringify(meta)) > MAX_META_BYTES) throw appError('BAD_REQUEST', `A message's meta takes at most ${MAX_META_BYTES} bytes.`);
}

/**
 * Replaces the meta of message `messageId` in conversation `chatId`; `updateSentTimestamp` moves
 * its date to now. Refused: the actor is not in the conversation → CHAT_NOT_FOUND; no such message
 * in it → CHAT_MESSAGE_NOT_FOUND; moving the date of another's message → NOT_ALLOWED.
 */
export async function setMessageMeta(ctx: OperationContext, actor: Actor, chatId: number, messageId: number, meta: ChatMessageMeta, updateSentTimestamp = false): Promise<ChatMessage> {
  const reader = memberOf(actor);
  assertMetaSize(meta);
  return writeSite(ctx, [], async (trx) => {
    const member = await trx.selectFrom('chatMembers').select('chatId').where('chatId', '=', chatId).where('accountId', '=', reader).executeTakeFirst();
    if (!member) throw appError('CHAT_NOT_FOUND');
    const stored = await trx.selectFrom('chatMessages').select('fromAccountId').where('id', '=', messageId).where('chatId', '=', chatId).forUpdate().executeTakeFirst();
    if (!stored) throw appError('CHAT_MESSAGE_NOT_FOUND');
    if (updateSentTimestamp && stored.fromAccountId !== reader) throw appError('NOT_ALLOWED', 'Only its sender may move the time of a message.');
    const row = await trx.updateTable('chatMessages')
      .set({ meta: JSON.stringify(meta), ...(updateSentTimestamp && { sentAt: sql<Date>`now()` }) })
      .where('id', '=', messageId).returning(MESSAGE_COLUMNS).executeTakeFirstOrThrow();
    return messageOf(row);
  });
}
