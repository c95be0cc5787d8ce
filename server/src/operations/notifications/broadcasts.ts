// Broadcasts (forms spec §6: broadcast on notifications): an admin's message to the accepted
// members of one or more lists, each told once, kept in the notification history.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { publicName, type Broadcast, type BroadcastBody, type BroadcastList } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { inTransaction, type OperationContext, type Trx } from '../context.ts';
import { notify } from './notify.ts';

/**
 * Recipients told per transaction: a broadcast to thousands is stored a batch at a time, each in
 * a short transaction, and the event loop takes other requests between two (the embedded database
 * runs on this thread and answers without ever yielding to I/O), so they wait for one batch at
 * most rather than for the whole broadcast.
 */
const BROADCAST_BATCH = 250;

const mayBroadcast = (actor: Actor) => assertCan(actor, 'broadcast', 'notifications', {}, 'You may not send broadcasts.');

/** The lists `listIds` names, in that order; USER_LIST_NOT_FOUND when one does not exist. */
async function listsOf(db: Db | Trx, listIds: readonly number[]): Promise<BroadcastList[]> {
  const rows = await db.selectFrom('userLists').select(['id', 'label']).where('id', 'in', [...listIds]).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return listIds.map((id) => {
    const list = byId.get(id);
    if (!list) throw appError('USER_LIST_NOT_FOUND', `There is no user list ${id}.`);
    return list;
  });
}

/** The accepted memberships of the lists (a member of two counts once where it is read). */
function membersOf(db: Db | Trx, listIds: readonly number[]) {
  return db.selectFrom('listMemberships').where('userListId', 'in', [...listIds]).where('state', '=', 'accepted');
}

async function memberCount(db: Db | Trx, listIds: readonly number[]): Promise<number> {
  const row = await membersOf(db, listIds).select((eb) => eb.fn.count<string>('accountId').distinct().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The accepted members of the lists, each once. */
async function memberIds(db: Db | Trx, listIds: readonly number[]): Promise<number[]> {
  const rows = await membersOf(db, listIds).select('accountId').distinct().execute();
  return rows.map((row) => row.accountId);
}

/** How many members a broadcast to `listIds` would reach. */
export async function broadcastRecipientCount(db: Db, actor: Actor, listIds: readonly number[]): Promise<number> {
  mayBroadcast(actor);
  await listsOf(db, listIds);
  return memberCount(db, listIds);
}

/**
 * Sends `message` to the accepted members of `listIds`, each once, as broadcastNotificationToList
 * notifications (their preferences apply), and records it in the history: the record first,
 * then the notifications BROADCAST_BATCH members at a time, each batch told as
 * soon as it is stored. Replies once every batch is stored.
 */
export async function sendBroadcast(ctx: OperationContext, actor: Actor & { accountId: number }, { listIds, message }: BroadcastBody): Promise<Broadcast> {
  mayBroadcast(actor);
  const broadcast = await inTransaction(ctx, async (tx) => {
    const lists = await listsOf(tx.db, listIds);
    const recipientCount = await memberCount(tx.db, listIds);
    const sender = await tx.db.selectFrom('profiles').select('data').where('accountId', '=', actor.accountId).executeTakeFirst();
    const sentByName = sender ? publicName(sender.data.profile, actor.accountId) : null;
    const row = await tx.db.insertInto('broadcasts')
      .values({ sentBy: actor.accountId, lists: JSON.stringify(lists), message, recipientCount })
      .returning(['id', 'sentAt']).executeTakeFirstOrThrow();
    return { id: row.id, sentBy: actor.accountId, sentByName, lists, message, recipientCount, date: row.sentAt.toISOString() } satisfies Broadcast;
  });
  const data = {
    fromAccountId: actor.accountId, title: broadcast.lists.map((list) => list.label).join(', '),
    ...(broadcast.sentByName !== null && { fromName: broadcast.sentByName }), ...(broadcast.lists.length === 1 && { userListId: broadcast.lists[0]!.id }),
  };
  await nextTurn();
  const recipients = await memberIds(ctx.db, listIds);
  for (let start = 0; start < recipients.length; start += BROADCAST_BATCH) {
    await nextTurn();
    await notify(ctx, { recipients: recipients.slice(start, start + BROADCAST_BATCH), type: 'broadcastNotificationToList', targetId: broadcast.id, message, data });
  }
  return broadcast;
}

/** The latest 100 broadcasts, newest first. */
export async function broadcastHistory(db: Db): Promise<Broadcast[]> {
  const rows = await db.selectFrom('broadcasts as b').leftJoin('profiles as p', 'p.accountId', 'b.sentBy')
    .select(['b.id', 'b.sentBy', 'b.lists', 'b.message', 'b.recipientCount', 'b.sentAt', 'p.data as sender'])
    .orderBy('b.id', 'desc').limit(100).execute();
  return rows.map(({ sender, sentAt, ...row }) => ({
    ...row, sentByName: sender && row.sentBy !== null ? publicName(sender.profile, row.sentBy) : null, date: sentAt.toISOString(),
  }));
}
