// Compiled by `npm run typecheck` only: an event may only be sent to a room of an audience the
// contract gives it (schemas/src/contract/events.ts), with the payload the contract gives it.
import type { Broadcaster } from './change-events.ts';
import { EVERYONE, accountRoom } from './rooms.ts';

export function sendAsTheContractSays(to: Broadcaster): void {
  to.emit(accountRoom(1), 'user:updateData', { accountId: 1 });
  to.emit(EVERYONE, 'permissions:update', {});
  to.emit(accountRoom(1), 'permissions:update', {});
  // @ts-expect-error user:updateData is for the account's own sockets, not everyone
  to.emit(EVERYONE, 'user:updateData', { accountId: 1 });
  // @ts-expect-error items:changes goes to everyone
  to.emit(accountRoom(1), 'items:changes', { items: [] });
  // @ts-expect-error a changed item is a module, page or block
  to.emit(EVERYONE, 'items:changes', { items: [{ kind: 'field', id: 1 }] });
}
