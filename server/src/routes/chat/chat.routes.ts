// The private chat calls (data spec §7, Chat and communications) and the member blocks beside them.
// Writes go through the operations in operations/chat; a member reads only their own conversations.
import { chatRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { markAsRead } from '../../operations/chat/mark-read.ts';
import { blockedBy, setBlocked } from '../../operations/chat/member-blocks.ts';
import { setMessageMeta } from '../../operations/chat/message-meta.ts';
import { listChats, readChatMessages } from '../../operations/chat/read-chats.ts';
import { sendMessage, startChat } from '../../operations/chat/send-message.ts';
import type { ServerContext } from '../../server-context.ts';
import { appError } from '../../errors.ts';

export const chatHandlers = (ctx: ServerContext) => implementRoutes(chatRoutes)({
  listChats: async (request) => ({ chats: await listChats(ctx.db, signedIn(request)) }),
  startChat: (request) => startChat(ctx, signedIn(request), request.body.to),
  blockedMembers: async (request) => ({ accountIds: await blockedBy(ctx.db, signedIn(request).accountId) }),
  blockMember: async (request) => ({ accountIds: await setBlocked(ctx, signedIn(request), request.params.accountId, true) }),
  unblockMember: async (request) => ({ accountIds: await setBlocked(ctx, signedIn(request), request.params.accountId, false) }),
  chatMessages: (request) => {
    const { page = 0, limit = 10, before } = request.query;
    return readChatMessages(ctx.db, signedIn(request), request.params.id, { page, limit, before });
  },
  sendMessage: (request) => {
    const { targetId, ...outgoing } = request.body;
    if (targetId !== request.params.targetId) throw appError('BAD_REQUEST', 'The targetId of the body must be the one in the path.');
    return sendMessage(ctx, signedIn(request), targetId, outgoing);
  },
  markAsRead: (request) => markAsRead(ctx, signedIn(request), request.params.id),
  messageMeta: (request) => setMessageMeta(ctx, signedIn(request), request.params.id, request.params.messageId, request.body.meta, request.body.updateSentTimestamp),
});
