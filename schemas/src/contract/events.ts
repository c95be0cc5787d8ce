// The real-time (socket.io) events, both directions: name, payload and who receives them.
import Type, { type TSchema } from 'typebox';
import * as model from '../generated/model-refs.ts';
import { databaseId } from './params.ts';

/**
 * Who receives a server event: every signed-in socket, the sockets of one account, of one device
 * session, the subscribers of a module or page (module:subscribe / page:subscribe), or only the
 * socket that just connected.
 */
export type Audience = 'everyone' | 'account' | 'session' | 'subscribers' | 'socket';

/** An event the server sends. */
export interface ServerEventDefinition {
  summary: string;
  payload: TSchema;
  audience: readonly Audience[];
}

/** An event clients send, with the acknowledgement the server answers when asked for one. */
export interface ClientEventDefinition {
  summary: string;
  payload: TSchema;
  ack: TSchema;
}

export const serverEvents = {
  CONNECTED_INSTANCE: {
    summary: 'Which server instance the socket reached and the runtime build it serves (open tabs offer a reload after a deploy)',
    payload: model.ConnectedInstanceEvent, audience: ['socket'],
  },
  'items:changes': {
    summary: 'Modules, pages or blocks changed; an empty list means the structure as a whole',
    payload: model.ItemsChangesEvent, audience: ['everyone'],
  },
  'settings:changes': { summary: 'Which top-level settings changed', payload: model.SettingsChangesEvent, audience: ['everyone'] },
  'settings:updated': { summary: 'The settings after a change', payload: model.SettingsUpdatedEvent, audience: ['everyone'] },
  'profile:update': { summary: "An account's profile changed", payload: model.AccountEvent, audience: ['everyone'] },
  'user:updateData': { summary: "The account's own data changed", payload: model.AccountEvent, audience: ['account'] },
  'permissions:update': {
    summary: 'What accounts may do changed: refetch GET /user/permissions',
    payload: model.PermissionsUpdateEvent, audience: ['everyone', 'account'],
  },
  'userLists:changes': {
    summary: 'User lists whose properties or members changed (deleted ones too): open list screens refetch them',
    payload: model.UserListsChangesEvent, audience: ['everyone'],
  },
  'userLists:updated:state': {
    summary: "The state of one of the account's membership requests changed (an admin decided, or the member did in another tab)",
    payload: model.MembershipStateEvent, audience: ['account'],
  },
  'events:notification': {
    summary: 'A notification for the account, as stored (its list\'s dropdown adds it and the badge counts it)',
    payload: model.Notification, audience: ['account'],
  },
  'notifications:itemsToSubscribeTo': {
    summary: "The account's followed items changed (one muted in another tab, or a new one concerns them): the notification centre shows these",
    payload: model.ItemsToSubscribeToEvent, audience: ['account'],
  },
  'i18n:update': { summary: "A language's texts changed", payload: model.I18NUpdateEvent, audience: ['everyone'] },
  'chat:newMessage': {
    summary: 'A private chat message was sent: both members of the conversation hear it, on every device',
    payload: model.ChatNewMessageEvent, audience: ['account'],
  },
  'chat:unreadCount': {
    summary: "A conversation's unread count changed for the member (a message arrived, or they read it in another tab)",
    payload: model.ChatUnreadCountEvent, audience: ['account'],
  },
} as const satisfies Record<string, ServerEventDefinition>;

const itemId = databaseId();
const subscriptionAck = Type.Union([model.OkReply, model.ErrorReply]);

export const clientEvents = {
  'module:subscribe': { summary: "Follow a module: join its subscribers' room", payload: itemId, ack: subscriptionAck },
  'module:unsubscribe': { summary: "Stop following a module", payload: itemId, ack: subscriptionAck },
  'page:subscribe': { summary: "Follow a page: join its subscribers' room", payload: itemId, ack: subscriptionAck },
  'page:unsubscribe': { summary: 'Stop following a page', payload: itemId, ack: subscriptionAck },
} as const satisfies Record<string, ClientEventDefinition>;
