// What the runtime does about each real-time event (issue 3 contract, "Client reactions"). Events
// not listed here are ignored. A payload the runtime reads is checked with the contract's compiled
// validator first, and ignored when malformed; the others only say that something changed.
import type {
  ChatNewMessageEvent, ChatUnreadCountEvent, FollowedItem, LanguageCode, MembershipStateEvent, Notification, PostsChangedEvent, ServerEventName, ServerToClientEvents,
} from '@tessera/schemas';
import {
  isChatNewmessagePayload, isChatUnreadcountPayload, isConnectedInstancePayload, isEventsNotificationPayload, isI18nUpdatePayload, isItemsChangesPayload,
  isNotificationsItemstosubscribetoPayload, isPostsChangedPayload, isProfileUpdatePayload, isUserlistsChangesPayload,
  isUserlistsUpdatedStatePayload,
} from '@tessera/schemas/event-validators';
import { changedPageIds } from './events.ts';
import type { LiveSocket } from './live-socket.ts';

/** How the app brings each kind of data up to date; see live-target.ts. */
export interface LiveTarget {
  /** Structure changed: refetch it and the open page if it is one of `pageIds`. */
  structureChanged(pageIds: number[]): Promise<void>;
  /** Changes were made that no event told (before the connection, or while it was down): refetch the structure and the open pages. */
  structureMissed(): Promise<void>;
  settingsChanged(): Promise<void>;
  permissionsChanged(): Promise<void>;
  translationsChanged(language: LanguageCode): Promise<void>;
  profileChanged(accountId: number): Promise<void>;
  userChanged(): Promise<void>;
  /** User lists' properties or members changed: open list screens refetch them. */
  userListsChanged(listIds: number[]): void;
  /** The state of one of the member's own membership requests changed: refetch, and tell them when an admin decided. */
  membershipStateChanged(change: MembershipStateEvent): void;
  /** A private chat message to or from the member (any of their devices). */
  chatMessage(event: ChatNewMessageEvent): void;
  /** One of the member's conversations has a new unread count. */
  chatUnread(event: ChatUnreadCountEvent): void;
  /** Chat events may have been missed (before this connection, or while it was down): refetch the conversations shown. */
  chatMissed(): void;
  /** events:notification: one for the member, stored: its list's dropdown and badge show it. */
  notificationReceived(notification: Notification): void;
  /** Notifications may have been missed (before this connection, or while it was down): refetch the badges and lists shown. */
  notificationsMissed(): void;
  /** notifications:itemsToSubscribeTo: the member's followed items now. */
  followedItemsChanged(items: FollowedItem[]): void;
  /** A post or comment changed in a post block on screen. */
  postsChanged(event: PostsChangedEvent): void;
  /** CONNECTED_INSTANCE: the runtime build the server serves, null when it does not say. */
  serverBuild(build: string | null): void;
}

/** Permissions are refetched after a random delay up to this, so browsers do not all ask at once. */
export const PERMISSIONS_JITTER_MS = 3000;

/** A failed refetch is already logged by the API client; the next event or reload catches up. */
function settle(work: Promise<void>): void {
  work.catch(() => {});
}

/**
 * Listens to the events the runtime acts on and hands each to `target`.
 * @param structureRevision what the app's structure and page are up to date with (GET /init's):
 *   each connection's CONNECTED_INSTANCE names the server's, and when it is another one, changes
 *   were made while no event could tell them, so the structure and open pages are refetched.
 * @param random 0 ≤ n < 1, for the permissions delay.
 * @returns stops listening (and drops a pending permissions refetch).
 */
export function attachReactions(socket: LiveSocket, target: LiveTarget, structureRevision: string, random: () => number = Math.random): () => void {
  let permissionsTimer: ReturnType<typeof setTimeout> | undefined;
  let knownRevision = structureRevision;

  const handlers: { [Event in ServerEventName]?: ServerToClientEvents[Event] } = {
    'items:changes'(payload) {
      if (isItemsChangesPayload(payload)) settle(target.structureChanged(changedPageIds(payload.items)));
    },
    'settings:changes': () => settle(target.settingsChanged()),
    'settings:updated': () => settle(target.settingsChanged()),
    'permissions:update'() {
      if (permissionsTimer !== undefined) return; // the pending refetch covers this update too
      permissionsTimer = setTimeout(() => {
        permissionsTimer = undefined;
        settle(target.permissionsChanged());
      }, random() * PERMISSIONS_JITTER_MS);
    },
    'i18n:update'(payload) {
      if (isI18nUpdatePayload(payload)) settle(target.translationsChanged(payload.language));
    },
    'profile:update'(payload) {
      if (isProfileUpdatePayload(payload)) settle(target.profileChanged(payload.accountId));
    },
    'user:updateData': () => settle(target.userChanged()),
    'userLists:changes'(payload) {
      if (isUserlistsChangesPayload(payload)) target.userListsChanged(payload.listIds);
    },
    'userLists:updated:state'(payload) {
      if (isUserlistsUpdatedStatePayload(payload)) target.membershipStateChanged(payload);
    },
    'chat:newMessage'(payload) {
      if (isChatNewmessagePayload(payload)) target.chatMessage(payload);
    },
    'chat:unreadCount'(payload) {
      if (isChatUnreadcountPayload(payload)) target.chatUnread(payload);
    },
    'posts:changed'(payload) {
      if (isPostsChangedPayload(payload)) target.postsChanged(payload);
    },
    'events:notification'(payload) {
      if (isEventsNotificationPayload(payload)) target.notificationReceived(payload);
    },
    'notifications:itemsToSubscribeTo'(payload) {
      if (isNotificationsItemstosubscribetoPayload(payload)) target.followedItemsChanged(payload.followedItems);
    },
    CONNECTED_INSTANCE(payload) {
      if (!isConnectedInstancePayload(payload)) return;
      target.serverBuild(payload.build);
      target.chatMissed();
      target.notificationsMissed();
      // The refetch starts after the server named this revision, so it brings at least that.
      if (payload.structureRevision === knownRevision) return;
      knownRevision = payload.structureRevision;
      settle(target.structureMissed());
    },
  };
  // Each handler above is typed by its own event; the list holds them side by side.
  const entries = Object.entries(handlers) as Array<[ServerEventName, ServerToClientEvents[ServerEventName]]>;

  for (const [event, handler] of entries) socket.on(event, handler);
  return () => {
    for (const [event, handler] of entries) socket.off(event, handler);
    clearTimeout(permissionsTimer);
  };
}
