// module:subscribe / module:unsubscribe / page:subscribe / page:unsubscribe: a client joins and
// leaves the rooms of the module and page it shows.
import type { SubscriptionAck, RealtimeSocket } from './events.ts';
import { itemRoom } from './rooms.ts';

/** Most module and page rooms one socket may be in: a screen shows one of each, so this is generous. */
export const MAX_ITEM_ROOMS = 100;

const KINDS = ['module', 'page'] as const;
const ITEM_ROOM = /^(?:module|page):/;

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

const refusal = (message: string): SubscriptionAck => ({ error: 'Bad Request', message });

function join(socket: RealtimeSocket, room: string): SubscriptionAck {
  if (socket.rooms.has(room)) return { ok: true };
  const joined = [...socket.rooms].filter((name) => ITEM_ROOM.test(name)).length;
  if (joined >= MAX_ITEM_ROOMS) return refusal(`A connection may follow at most ${MAX_ITEM_ROOMS} modules and pages.`);
  void socket.join(room);
  return { ok: true };
}

/** Answers each (un)subscribe; the acknowledgement is optional, so a client may fire and forget. */
export function handleSubscriptions(socket: RealtimeSocket): void {
  for (const kind of KINDS) {
    const answer = (action: (room: string) => SubscriptionAck) => (id: unknown, ack: unknown) => {
      const reply = isId(id) ? action(itemRoom(kind, id)) : refusal(`The ${kind} id must be a positive integer.`);
      if (typeof ack === 'function') ack(reply);
    };
    socket.on(`${kind}:subscribe`, answer((room) => join(socket, room)));
    socket.on(`${kind}:unsubscribe`, answer((room) => {
      void socket.leave(room);
      return { ok: true };
    }));
  }
}
