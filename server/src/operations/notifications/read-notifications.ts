// A member's own notifications: the unseen count of a list, its pages, and marking them seen (a
// list's dropdown was opened) and read (one was clicked). Data spec §4: seen, then read.
import type { Notification, NotificationList, NotificationsPage, NotificationType } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';

/** How many of the account's notifications of `list` are unseen. */
export async function unseenCount(db: Db, accountId: number, list: NotificationList): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('count'))
    .where('accountId', '=', accountId).where('list', '=', list).where('seen', '=', false).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Page `page` (from 0) of the account's notifications of `list`, `limit` a page, newest first. */
export async function notificationsPage(db: Db, accountId: number, list: NotificationList, page: number, limit: number): Promise<NotificationsPage> {
  const rows = await db.selectFrom('notifications')
    .select(['id', 'list', 'type', 'typeId', 'targetId', 'message', 'createdAt', 'seen', 'read', 'data', (eb) => eb.fn.countAll<string>().over().as('total')])
    .where('accountId', '=', accountId).where('list', '=', list)
    .orderBy('id', 'desc').limit(limit).offset(page * limit).execute();
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countAll(db, accountId, list);
  const items: Notification[] = rows.map(({ createdAt, total: _total, ...row }) => ({ ...row, date: createdAt.toISOString() }));
  return { items, more: page * limit + rows.length < total, total };
}

async function countAll(db: Db, accountId: number, list: NotificationList): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('count'))
    .where('accountId', '=', accountId).where('list', '=', list).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the account's notifications among `ids` read and seen; returns how many were unread. */
export async function markRead(db: Db, accountId: number, ids: readonly number[]): Promise<number> {
  const result = await db.updateTable('notifications').set({ read: true, seen: true })
    .where('accountId', '=', accountId).where('id', 'in', [...ids]).where('read', '=', false).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Marks the account's notifications of `type` about `targetId` read (a conversation read marks its messages' notifications). */
export async function markTargetRead(db: Db, accountId: number, type: NotificationType, targetId: number): Promise<void> {
  await db.updateTable('notifications').set({ read: true, seen: true })
    .where('accountId', '=', accountId).where('type', '=', type).where('targetId', '=', targetId).where('read', '=', false).execute();
}

/** Marks every notification of the account's `list` seen (clearing its badge). */
export async function markSeen(db: Db, accountId: number, list: NotificationList): Promise<void> {
  await db.updateTable('notifications').set({ seen: true })
    .where('accountId', '=', accountId).where('list', '=', list).where('seen', '=', false).execute();
}
