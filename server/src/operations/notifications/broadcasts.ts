// Broadcasts (forms spec §6: broadcast on notifications): an admin's message to the accepted
// members of one or more lists, each told once, kept in the notification history.
import { publicName, type Broadcast, type BroadcastBody, type BroadcastList } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { inTransaction, type OperationContext, type Trx } from '../context.ts';
import { notify } from './notify.ts';

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

/** The accepted members of the lists, each once. */
async function membersOf(db: Db | Trx, listIds: readonly number[]): Promise<number[]> {
  const rows = await db.selectFrom('listMemberships').select('accountId').distinct()
    .where('userListId', 'in', [...listIds]).where('state', '=', 'accepted').execute();
  return rows.map((row) => row.accountId);
}

/** How many members a broadcast to `listIds` would reach. */
export async function broadcastRecipientCount(db: Db, actor: Actor, listIds: readonly number[]): Promise<number> {
  mayBroadcast(actor);
  await listsOf(db, listIds);
  return (await membersOf(db, listIds)).length;
}

/**
 * Sends `message` to the accepted members of `listIds`, each once, as broadcastNotificationToList
 * notifications (their preferences apply), and records it in the history.
 */
export async function sendBroadcast(ctx: OperationContext, actor: Actor & { accountId: number }, { listIds, message }: BroadcastBody): Promise<Broadcast> {
  mayBroadcast(actor);
  return inTransaction(ctx, async (tx) => {
    const lists = await listsOf(tx.db, listIds);
    const recipients = await membersOf(tx.db, listIds);
    const sender = await tx.db.selectFrom('profiles').select('data').where('accountId', '=', actor.accountId).executeTakeFirst();
    const sentByName = sender ? publicName(sender.data.profile, actor.accountId) : null;
    const row = await tx.db.insertInto('broadcasts')
      .values({ sentBy: actor.accountId, lists: JSON.stringify(lists), message, recipientCount: recipients.length })
      .returning(['id', 'sentAt']).executeTakeFirstOrThrow();
    await notify(tx, {
      recipients, type: 'broadcastNotificationToList', targetId: row.id, message,
      data: {
        fromAccountId: actor.accountId, title: lists.map((list) => list.label).join(', '),
        ...(sentByName !== null && { fromName: sentByName }), ...(lists.length === 1 && { userListId: lists[0]!.id }),
      },
    });
    return { id: row.id, sentBy: actor.accountId, sentByName, lists, message, recipientCount: recipients.length, date: row.sentAt.toISOString() };
  });
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
