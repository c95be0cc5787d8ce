// block:subscribe / block:unsubscribe: a client joins the room of a post block it shows, to hear
// its posts live (posts:changed). Unlike pages, a block's room carries what members wrote, so the
// server joins a socket only to a post block its account may see.
import { isBlockSubscribePayload, isBlockUnsubscribePayload } from '@tessera/schemas/event-validators';
import type { SignedInAccount } from '../operations/sessions/signed-in-account.ts';
import type { RealtimeSocket, SubscriptionAck } from './events.ts';
import { itemRoom } from './rooms.ts';
import { join, leave, refusal } from './subscriptions.ts';

/** Whether `account` may see the posts of block `blockId`. */
export type MayFollowBlock = (account: SignedInAccount, blockId: number) => Promise<boolean>;

const BAD_ID = 'The block id must be a positive integer.';

/** Answers each block (un)subscribe; the acknowledgement is optional. */
export function handleBlockSubscriptions(socket: RealtimeSocket, mayFollow: MayFollowBlock): void {
  socket.on('block:subscribe', (id: unknown, ack: unknown) => {
    const answer = (reply: SubscriptionAck) => {
      if (typeof ack === 'function') ack(reply);
    };
    if (!isBlockSubscribePayload(id)) return answer(refusal(BAD_ID));
    mayFollow(socket.data.account, id).then(
      (may) => answer(may ? join(socket, itemRoom('block', id)) : refusal('There is no such block to follow.')),
      () => answer(refusal('The block could not be checked.')),
    );
  });
  socket.on('block:unsubscribe', (id: unknown, ack: unknown) => {
    const reply = isBlockUnsubscribePayload(id) ? leave(socket, itemRoom('block', id)) : refusal(BAD_ID);
    if (typeof ack === 'function') ack(reply);
  });
}
