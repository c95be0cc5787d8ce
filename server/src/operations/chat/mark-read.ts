// GET communications/{id}/markAsRead: the member has read a conversation.
import type { ChatUnreadCountEvent } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { writeSite, type Change, type OperationContext } from '../context.ts';
import { markTargetRead } from '../notifications/read-notifications.ts';
import { memberOf } from './chat-members.ts';
import { totalUnread } from './read-chats.ts';

/**
 * Sets the member's unread count of conversation `chatId` to 0 (and its messages' notifications
 * read) and returns the counts; the member's devices are told (chat:unreadCount), so their other tabs stay in step. CHAT_NOT_FOUND
 * when the member is not in it.
 */
export async function markAsRead(ctx: OperationContext, actor: Actor, chatId: number): Promise<ChatUnreadCountEvent> {
  const accountId = memberOf(actor);
  const changes: Change[] = [];
  return writeSite(ctx, () => changes, async (trx) => {
    const before = await trx.selectFrom('chatMembers').select('unread').where('chatId', '=', chatId).where('accountId', '=', accountId).forUpdate().executeTakeFirst();
    if (!before) throw appError('CHAT_NOT_FOUND');
    await trx.updateTable('chatMembers').set({ unread: 0, readAt: new Date() }).where('chatId', '=', chatId).where('accountId', '=', accountId).execute();
    await markTargetRead(trx, accountId, 'newMessage', chatId);
    const event = { chatId, unread: 0, total: await totalUnread(trx, accountId) };
    // Reading a read conversation again tells no one.
    if (before.unread > 0) changes.push({ scope: 'chatUnread', accountId, event });
    return event;
  });
}
