// The private chat calls of data spec §7 (Chat and communications): conversations between two
// members, their messages (page 0, limit 10 first), read state, message meta, and the blocks a
// member sets against another (not named by the spec: under chat/private/blocked, decision 0045).
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { databaseId, idParams } from '../params.ts';
import { routeArea } from '../route.ts';

const accountParams = Type.Object({ accountId: databaseId() });
const chatErrors = ['CHAT_NOT_FOUND'] as const;

export const chatRoutes = routeArea('chat', {
  listChats: {
    method: 'GET', path: '/chat/private', access: 'signedIn',
    summary: "The member's conversations, latest message first, with unread counts", reply: model.ChatsReply, errors: [],
  },
  startChat: {
    method: 'PUT', path: '/chat/private', access: 'signedIn',
    summary: 'Starts the conversation with a member, or returns the one there is (only with those the member may start a chat with: _canStartChat)',
    body: model.StartChatBody, reply: model.Chat, errors: ['CHAT_NOT_ALLOWED', 'PROFILE_NOT_FOUND'],
  },
  blockedMembers: {
    method: 'GET', path: '/chat/private/blocked', access: 'signedIn',
    summary: 'The members the signed-in member blocks', reply: model.BlockedMembersReply, errors: [],
  },
  blockMember: {
    method: 'PUT', path: '/chat/private/blocked/{accountId}', access: 'signedIn',
    summary: 'Blocks a member: no messages either way until unblocked', params: accountParams, reply: model.BlockedMembersReply,
    errors: ['PROFILE_NOT_FOUND', 'BAD_REQUEST'],
  },
  unblockMember: {
    method: 'DELETE', path: '/chat/private/blocked/{accountId}', access: 'signedIn',
    summary: 'Lifts a block the member set', params: accountParams, reply: model.BlockedMembersReply, errors: [],
  },
  chatMessages: {
    method: 'GET', path: '/chat/private/{id}', access: 'signedIn',
    summary: 'One of the member\'s conversations with a page of its messages (page 0: the latest)', params: idParams,
    query: model.ChatMessagesQuery, reply: model.ChatMessagesReply, errors: [...chatErrors],
  },
  sendMessage: {
    method: 'PUT', path: '/chat/private/{targetId}', access: 'signedIn',
    summary: 'Sends a message to a member (starting the conversation when there is none); its HTML is sanitised before it is stored',
    params: Type.Object({ targetId: databaseId() }), body: model.SendMessageBody, reply: model.ChatMessage,
    errors: ['CHAT_NOT_ALLOWED', 'PROFILE_NOT_FOUND', 'BAD_REQUEST'], bodyLimit: 64 * 1024,
  },
  markAsRead: {
    method: 'GET', path: '/communications/{id}/markAsRead', access: 'signedIn',
    summary: "Marks the conversation read for the member: its unread count goes to 0 (the member's other tabs are told)",
    params: idParams, reply: model.ChatUnreadCountEvent, errors: [...chatErrors],
  },
  messageMeta: {
    method: 'POST', path: '/communications/{id}/{messageId}/meta', access: 'signedIn',
    summary: "Replaces a message's meta (either member of the conversation); updateSentTimestamp, by its sender only, moves its date to now",
    params: Type.Object({ id: databaseId(), messageId: databaseId() }), body: model.MessageMetaBody, reply: model.ChatMessage,
    errors: [...chatErrors, 'CHAT_MESSAGE_NOT_FOUND', 'NOT_ALLOWED', 'BAD_REQUEST'],
  },
});
