// What sockets are told when a write of this instance is announced: the events of spec §7 that
// apply so far. Other instances' writes are told by those instances (through the Redis adapter).
import { LANGUAGE_CODES, type AppSettings, type ChangedItem, type EventAudience, type ServerEventName, type ServerEventPayload } from '@tessera/schemas';
import { assertNever } from '../assert-never.ts';
import type { Change } from '../operations/context.ts';
import { EVERYONE, accountRoom, itemRoom, sessionGenerationRoom, sessionRoom, type Room } from './rooms.ts';

/** Where events go: socket.io rooms on every instance. */
export interface Broadcaster {
  /** Sends `event` to a room of an audience the contract gives the event (else a type error). */
  emit<E extends ServerEventName>(room: NoInfer<Room<EventAudience<E>>>, event: E, payload: ServerEventPayload<E>): void;
  /** Closes the connections of every socket in `room`, at once or at `at` (ms since epoch). */
  disconnect(room: Room<'session'>, at?: number): void;
}

/**
 * Emits the events `changes` call for. Structure changes are merged into one items:changes;
 * settings:updated carries the settings as they are now (`settings` loads them after the caches
 * dropped the old ones); a revoked session's sockets are disconnected, and those of a rotated-out
 * token generation once its grace period ends.
 */
export async function emitChanges(to: Broadcaster, changes: readonly Change[], settings: () => Promise<AppSettings>): Promise<void> {
  const items: ChangedItem[] = [];
  let structureChanged = false;
  const listIds = new Set<number>();
  for (const change of changes) {
    switch (change.scope) {
      case 'structure':
        structureChanged = true;
        items.push(...(change.items ?? []));
        break;
      case 'settings':
        to.emit(EVERYONE, 'settings:changes', { keys: change.keys ?? [] });
        to.emit(EVERYONE, 'settings:updated', { settings: await settings() });
        break;
      case 'translations':
        for (const language of change.languages ?? LANGUAGE_CODES) to.emit(EVERYONE, 'i18n:update', { language });
        break;
      case 'userLists':
        for (const id of change.listIds) listIds.add(id);
        break;
      case 'account':
        if (!change.metaOnly) to.emit(EVERYONE, 'profile:update', { accountId: change.accountId });
        to.emit(accountRoom(change.accountId), 'user:updateData', { accountId: change.accountId });
        break;
      case 'membershipRequest':
        to.emit(accountRoom(change.accountId), 'userLists:updated:state', change.event);
        break;
      case 'notifications':
        for (const { accountId, notification } of change.delivered) to.emit(accountRoom(accountId), 'events:notification', notification);
        break;
      case 'followedItems':
        to.emit(accountRoom(change.accountId), 'notifications:itemsToSubscribeTo', { followedItems: change.items });
        break;
      case 'chatMessage':
        for (const accountId of change.event.participants) to.emit(accountRoom(accountId), 'chat:newMessage', change.event);
        break;
      case 'chatUnread':
        to.emit(accountRoom(change.accountId), 'chat:unreadCount', change.event);
        break;
      case 'posts':
        to.emit(itemRoom('block', change.event.blockId), 'posts:changed', change.event);
        break;
      case 'permissions':
        to.emit(change.accountId === undefined ? EVERYONE : accountRoom(change.accountId), 'permissions:update', {});
        break;
      case 'session':
        to.disconnect(sessionRoom(change.sessionId));
        break;
      case 'sessionRotated':
        // The tokens of the generation before stop working then; their sockets go with them and
        // reconnect with the current token.
        to.disconnect(sessionGenerationRoom(change.sessionId, change.generation - 1), change.graceEndsAt);
        break;
      case 'brands':
        break; // the spec has no brand event: theme.css URLs carry the brand's revision
      default:
        assertNever(change, 'change');
    }
  }
  if (structureChanged) to.emit(EVERYONE, 'items:changes', { items });
  if (listIds.size > 0) to.emit(EVERYONE, 'userLists:changes', { listIds: [...listIds] });
}
