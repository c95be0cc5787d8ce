// Who a conversation is between, and whether two members may write to each other.
import { mayStartChat } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import type { Trx } from '../context.ts';

/** The two accounts of a conversation as stored: the lower id first. */
export const orderedPair = (a: number, b: number): [number, number] => (a < b ? [a, b] : [b, a]);

/** The acting member's account: chat is between members, never the system. */
export function memberOf(actor: Actor): number {
  if (actor.accountId === null) throw appError('NOT_ALLOWED', 'Only members chat.');
  return actor.accountId;
}

/** Whether `readerId` may start a chat with (and send to) `targetId`: schemas mayStartChat over the blocks stored. */
export async function mayChat(db: Db | Trx, readerId: number | null, targetId: number): Promise<boolean> {
  if (readerId === null || readerId === targetId) return false;
  const blocks = await db.selectFrom('memberBlocks').select(['blockerId'])
    .where((eb) => eb.or([
      eb.and([eb('blockerId', '=', readerId), eb('blockedId', '=', targetId)]),
      eb.and([eb('blockerId', '=', targetId), eb('blockedId', '=', readerId)]),
    ])).execute();
  return mayStartChat({
    readerId, targetId,
    readerBlocksTarget: blocks.some((row) => row.blockerId === readerId),
    targetBlocksReader: blocks.some((row) => row.blockerId === targetId),
  });
}

/** Throws PROFILE_NOT_FOUND unless `accountId` is a member, and CHAT_NOT_ALLOWED unless `readerId` may chat with them. */
export async function assertMayChat(db: Db | Trx, readerId: number, accountId: number): Promise<void> {
  const exists = await db.selectFrom('profiles').select('accountId').where('accountId', '=', accountId).executeTakeFirst();
  if (!exists) throw appError('PROFILE_NOT_FOUND');
  if (!(await mayChat(db, readerId, accountId))) throw appError('CHAT_NOT_ALLOWED');
}
