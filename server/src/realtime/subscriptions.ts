// module:subscribe / module:unsubscribe / page:subscribe / page:unsubscribe: a client joins and
// leaves the rooms of the module and page it shows. Payloads are checked with the contract's
// compiled validators; a bad one is refused in the acknowledgement.
import {
  isModuleSubscribePayload, isModuleUnsubscribePayload, isPageSubscribePayload, isPageUnsubscribePayload,
} from '@tessera/schemas/event-validators';
import type { ClientEventName } from '@tessera/schemas';
import type { SubscriptionAck, RealtimeSocket } from './events.ts';
import { itemRoom, type Room } from './rooms.ts';

/** Most module and page rooms one socket may be in: a screen shows one of each, so this is generous. */
export const MAX_ITEM_ROOMS = 100;

const ITEM_ROOM = /^(?:module|page|block):/;

export const refusal = (message: string): SubscriptionAck => ({ error: 'Bad Request', message });

export function join(socket: RealtimeSocket, room: Room<'subscribers'>): SubscriptionAck {
  if (socket.rooms.has(room)) return { ok: true };
  const joined = [...socket.rooms].filter((name) => ITEM_ROOM.test(name)).length;
  if (joined >= MAX_ITEM_ROOMS) return refusal(`A connection may follow at most ${MAX_ITEM_ROOMS} modules, pages and blocks.`);
  void socket.join(room);
  return { ok: true };
}

export function leave(socket: RealtimeSocket, room: Room<'subscribers'>): SubscriptionAck {
  void socket.leave(room);
  return { ok: true };
}

/** Each client event: the kind of room, what it does with it, and its payload's validator. */
const HANDLERS = [
  ['module:subscribe', 'module', join, isModuleSubscribePayload],
  ['module:unsubscribe', 'module', leave, isModuleUnsubscribePayload],
  ['page:subscribe', 'page', join, isPageSubscribePayload],
  ['page:unsubscribe', 'page', leave, isPageUnsubscribePayload],
] as const satisfies ReadonlyArray<readonly [ClientEventName, 'module' | 'page', unknown, (payload: unknown) => boolean]>;

/** Answers each (un)subscribe; the acknowledgement is optional, so a client may fire and forget. */
export function handleSubscriptions(socket: RealtimeSocket): void {
  for (const [event, kind, action, isValid] of HANDLERS) {
    // Parameters are unknown: a client may send anything, whatever the contract's types say.
    socket.on(event, (id: unknown, ack: unknown) => {
      const reply = isValid(id) ? action(socket, itemRoom(kind, id)) : refusal(`The ${kind} id must be a positive integer.`);
      if (typeof ack === 'function') ack(reply);
    });
  }
}
