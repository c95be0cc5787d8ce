// The one table of notification types (forms spec §9): for each, the list it is kept in, its
// source kind (typeId), whom it may be sent to (members about themselves, admins about the site),
// the preferences a member has until they choose, the route a notification item opens and its
// texts (schemas/i18n/notifications: notifications.types.<type>.name, .user, .admin). The server's notify and
// the runtime's dropdowns, centre and preferences all read it.
import type { MembershipState, Notification, NotificationList, NotificationScope, NotificationType } from '../generated/model.ts';

/** The source kinds of forms spec §9 that notifications carry as typeId. */
export const NOTIFICATION_SOURCE_KINDS = {
  EntityApplication: 2, AdminNotification: 3, EntityNotification: 4, Mention: 5, NewDiscussion: 6, NewCommentReply: 7,
  ReportAbuse: 8, UserCommunicationAction: 9, Connection: 10, Order: 14, UserAsset: 15, EntityNotificationStatus: 16,
} as const;

export interface NotificationTypeDefinition {
  /** The list a member's copy goes to; an admin's copy always goes to `admin`. */
  list: Exclude<NotificationList, 'admin'>;
  /** The source kind (NOTIFICATION_SOURCE_KINDS). */
  typeId: number;
  /** Who may receive it: a member about what concerns them (user), admins about the site (admin). */
  scopes: readonly NotificationScope[];
  /** Until a member chooses: shown in the app; sent by e-mail. */
  defaults: { inApp: boolean; email: boolean };
  /** Something of the product creates it already: only these are offered in the preferences. */
  created: boolean;
  /** The app route (under /app) the item opens, or null when it has nowhere to go (its text says it all). */
  link(notification: Pick<Notification, 'targetId' | 'data'>, scope: NotificationScope): string | null;
}

const kinds = NOTIFICATION_SOURCE_KINDS;
/** The notification centre, where a member sees what they follow and mutes it. */
const CENTRE = '/settings#notifications';
const none = () => null;
const space = ({ data }: Pick<Notification, 'data'>) => (data.entityId === undefined ? null : `/space/${data.entityId}`);
/** A post's page, as the notification recorded it when it was sent. */
const postPage = ({ data }: Pick<Notification, 'data'>) => data.path ?? null;
/** An admin's copy of a report opens it in the report list (its targetId: the report). */
const reportOf = ({ targetId }: Pick<Notification, 'targetId'>) => (targetId === null ? '/admin/reportAbuse' : `/admin/reportAbuse/${targetId}`);
const chatWith = ({ data }: Pick<Notification, 'data'>) => (data.fromAccountId === undefined ? '/chat/' : `/chat/${data.fromAccountId}`);
/** A member's copy opens the centre (their list among the followed items); an admin's, the request (its targetId). */
const membership = ({ targetId }: Pick<Notification, 'targetId'>, scope: NotificationScope) =>
  (scope === 'admin' ? (targetId === null ? '/admin/membershipRequests' : `/admin/membershipRequests/${targetId}`) : CENTRE);

const entity = { list: 'system', typeId: kinds.EntityNotification, scopes: ['user'], defaults: { inApp: true, email: false }, created: false, link: space } as const;
const connection = { list: 'system', typeId: kinds.Connection, scopes: ['user'], defaults: { inApp: true, email: false }, created: false, link: chatWith } as const;
const decision = (email: boolean) => ({ list: 'system', typeId: kinds.EntityApplication, scopes: ['user'], defaults: { inApp: true, email }, created: true, link: membership }) as const;

export const NOTIFICATION_TYPES = {
  entityCreated: entity,
  entityUpdated: entity,
  entityDeleted: { ...entity, link: none },
  newMessage: { list: 'chat', typeId: kinds.UserCommunicationAction, scopes: ['user'], defaults: { inApp: true, email: false }, created: true, link: chatWith },
  newConnectionRequest: connection,
  connectionRequestAccepted: connection,
  connectionRequestRejected: connection,
  connectionRequestCompleted: connection,
  connectionRequestArranged: connection,
  acceptedOnMembership: decision(true),
  rejectedOnMembership: decision(true),
  appliedOnMembership: decision(false),
  returnedOnMembership: decision(true),
  completedOnMembership: decision(false),
  bannedOnMembership: decision(true),
  // A member is told when an admin withdraws them; admins when a member withdraws.
  withdrawnOnMembership: { ...decision(false), scopes: ['user', 'admin'] },
  newCommentReply: { list: 'system', typeId: kinds.NewCommentReply, scopes: ['user'], defaults: { inApp: true, email: false }, created: true, link: postPage },
  broadcastNotificationToList: { list: 'system', typeId: kinds.AdminNotification, scopes: ['user'], defaults: { inApp: true, email: true }, created: true, link: none },
  mention: { list: 'system', typeId: kinds.Mention, scopes: ['user'], defaults: { inApp: true, email: true }, created: true, link: postPage },
  newDiscussion: { list: 'system', typeId: kinds.NewDiscussion, scopes: ['user'], defaults: { inApp: true, email: false }, created: true, link: postPage },
  newUserCreatedEntity: { ...entity, scopes: ['admin'] },
  newApplication: { list: 'system', typeId: kinds.EntityApplication, scopes: ['admin'], defaults: { inApp: true, email: true }, created: true, link: membership },
  abuseReported: { list: 'system', typeId: kinds.ReportAbuse, scopes: ['admin'], defaults: { inApp: true, email: true }, created: true, link: reportOf },
  // Not in the spec's fixed list: someone reacted to the member's post or comment (decision 0048).
  newReaction: { list: 'system', typeId: kinds.UserCommunicationAction, scopes: ['user'], defaults: { inApp: true, email: false }, created: true, link: postPage },
  // Not in the spec's fixed list: moderators removed the member's post or comment (the reason is the
  // message), or wrote to them about it (decision 0049). Always in the app: a member must learn why.
  postRemoved: { list: 'system', typeId: kinds.ReportAbuse, scopes: ['user'], defaults: { inApp: true, email: true }, created: true, link: postPage },
  moderatorComment: { list: 'system', typeId: kinds.ReportAbuse, scopes: ['user'], defaults: { inApp: true, email: true }, created: true, link: postPage },
} as const satisfies Record<NotificationType, NotificationTypeDefinition>;

export const NOTIFICATION_TYPE_NAMES = Object.keys(NOTIFICATION_TYPES) as NotificationType[];

/** The list a notification of `type` sent with `scope` is kept in. */
export const listOf = (type: NotificationType, scope: NotificationScope): NotificationList =>
  (scope === 'admin' ? 'admin' : NOTIFICATION_TYPES[type].list);

/**
 * The definition a stored notification's type names, or undefined when this build does not know
 * it: another type name, or a typeId its type does not carry (shell spec §8: logged, not shown).
 */
export function knownNotificationType(notification: Pick<Notification, 'type' | 'typeId'>): NotificationTypeDefinition | undefined {
  const definition = (NOTIFICATION_TYPES as Partial<Record<string, NotificationTypeDefinition>>)[notification.type];
  return definition?.typeId === notification.typeId ? definition : undefined;
}

/** The scope a stored notification was sent with: the admin list holds admins' copies. */
export const scopeOfList = (list: NotificationList): NotificationScope => (list === 'admin' ? 'admin' : 'user');

/** The type telling about a membership request moving to `state`. */
export const membershipNotificationType = (state: MembershipState): NotificationType => `${state}OnMembership`;

/** The i18n key of a notification's text for its scope (placeholders: list, from). */
export const notificationTextKey = (type: string, scope: NotificationScope) => `notifications.types.${type}.${scope}`;
/** The i18n key of the event's name in the preferences. */
export const notificationNameKey = (type: NotificationType) => `notifications.types.${type}.name`;
