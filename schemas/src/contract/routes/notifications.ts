// The notification calls of data spec §7 (Notifications): a member's lists of notifications with
// their unseen counts, seen and read; their preferences and followed items; the admins'
// preferences and history; and broadcasts (an admin's message to lists, forms spec §6).
import Type from 'typebox';
import * as model from '../../generated/model-refs.ts';
import { routeArea } from '../route.ts';

const listParams = Type.Object({ type: model.NotificationList });
const broadcast = { action: 'broadcast', subject: 'notifications' } as const;
/** The administration permission check of data spec §6 (admin preferences, history). */
const administration = { action: 'showAdminNotifications', subject: 'notifications' } as const;

export const notificationRoutes = routeArea('notifications', {
  unseenCount: {
    method: 'GET', path: '/profile/notifications/count/{type}', access: 'signedIn',
    summary: "How many of the signed-in member's notifications of a list (chat, system, admin) are unseen: its badge",
    params: listParams, reply: model.NotificationCountReply, errors: [],
  },
  markRead: {
    method: 'POST', path: '/profile/notifications/read', access: 'signedIn',
    summary: "Marks the member's notifications read (and seen); ids of others' notifications change nothing",
    body: model.NotificationReadBody, reply: model.NotificationReadReply, errors: [], bodyLimit: 8 * 1024,
  },
  markSeen: {
    method: 'POST', path: '/profile/notifications/seen/{type}', access: 'signedIn',
    summary: "Marks every notification of a list seen (its dropdown was opened): the badge clears",
    params: listParams, reply: model.NotificationCountReply, errors: [],
  },
  page: {
    method: 'GET', path: '/profile/notifications/{type}/{page}', access: 'signedIn',
    summary: "One page of a list of the member's notifications, newest first (page 0 first; limit 10 unless given)",
    params: Type.Object({ type: model.NotificationList, page: Type.Integer({ minimum: 0, maximum: 10000 }) }),
    query: model.NotificationsPageQuery, reply: model.NotificationsPage, errors: [],
  },
  userPreferences: {
    method: 'GET', path: '/profile/notifications/userPreferences', access: 'signedIn',
    summary: "The member's choice for each event the product tells members about: in the app, by e-mail",
    reply: model.PreferencesReply, errors: [],
  },
  adminPreferences: {
    method: 'GET', path: '/profile/notifications/adminPreferences', access: 'signedIn', permission: administration,
    summary: "The admin's choice for each event the product tells admins about (only after the administration check)",
    reply: model.PreferencesReply, errors: ['NOT_ALLOWED'],
  },
  notificationHistory: {
    method: 'GET', path: '/profile/notifications/notificationHistory', access: 'signedIn', permission: administration,
    summary: 'The latest 100 broadcasts, newest first: who sent what to which lists, and to how many members',
    reply: model.NotificationHistoryReply, errors: ['NOT_ALLOWED'],
  },
  updatePreferences: {
    method: 'POST', path: '/profile/notifications/updateUserPreferences', access: 'signedIn',
    summary: "Changes one choice: an event in the app or by e-mail (admin: the admin preferences), or mutes a followed item; replies with the preferences and followed items after it",
    body: model.UpdatePreferencesBody, reply: model.UpdatePreferencesReply, errors: ['NOT_ALLOWED', 'BAD_REQUEST'], bodyLimit: 4 * 1024,
  },
  followedItems: {
    method: 'POST', path: '/profile/notifications/getFollowedItems', access: 'signedIn',
    summary: 'What the member follows (the lists that concern them), muted or not, filtered by kind or title',
    body: model.FollowedItemsBody, reply: model.FollowedItemsReply, errors: [], bodyLimit: 1024,
  },
  broadcastRecipients: {
    method: 'POST', path: '/notifications/broadcast/recipients', access: 'signedIn', permission: broadcast,
    summary: 'How many members a broadcast to these lists would reach (accepted members, each once)',
    body: model.BroadcastRecipientsBody, reply: model.BroadcastRecipientsReply, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND'], bodyLimit: 2 * 1024,
  },
  broadcast: {
    method: 'POST', path: '/notifications/broadcast', access: 'signedIn', permission: broadcast,
    summary: 'Sends a message to the accepted members of lists, each once, as broadcastNotificationToList notifications; kept in the history',
    body: model.BroadcastBody, reply: model.Broadcast, errors: ['NOT_ALLOWED', 'USER_LIST_NOT_FOUND'], bodyLimit: 12 * 1024,
  },
});
