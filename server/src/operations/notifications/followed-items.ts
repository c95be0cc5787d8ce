// What members follow: the lists that concern them (they were told about one, or applied to it).
// A muted one creates no notification (see notify).
import type { FollowedItem, FollowedItemsBody } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../context.ts';

/** An item one can follow: lists so far. */
export interface ItemRef {
  type: 'userList';
  id: number;
}

/** `accountIds` follow `item` from now on (those who already do keep their mute). */
export async function followItem(db: Db | Trx, accountIds: readonly number[], item: ItemRef): Promise<void> {
  if (accountIds.length === 0) return;
  await sql`insert into followed_items (account_id, item_type, item_id)
    select distinct value::int, ${item.type}::text, ${item.id}::int from jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb)
    on conflict do nothing`.execute(db);
}

/** The account's followed items with their titles (lists deleted since are left out), newest first. */
export async function followedItemsOf(db: Db | Trx, accountId: number, { muted, filters }: FollowedItemsBody = {}): Promise<FollowedItem[]> {
  let query = db.selectFrom('followedItems as f')
    .innerJoin('userLists as l', (join) => join.onRef('l.id', '=', 'f.itemId').on('f.itemType', '=', 'userList'))
    .select(['f.itemType', 'f.itemId', 'l.label', 'f.muted', 'f.followedAt'])
    .where('f.accountId', '=', accountId);
  if (muted !== undefined) query = query.where('f.muted', '=', muted);
  if (filters?.search) query = query.where('l.label', 'ilike', `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`);
  const rows = await query.orderBy('f.followedAt', 'desc').orderBy('f.itemId', 'desc').execute();
  return rows.map((row) => ({ type: row.itemType, id: row.itemId, title: row.label, muted: row.muted, followedAt: row.followedAt.toISOString() }));
}

/** Mutes or unmutes a followed item; false when the account does not follow it. */
export async function setMuted(db: Db | Trx, accountId: number, item: ItemRef, muted: boolean): Promise<boolean> {
  const result = await db.updateTable('followedItems').set({ muted })
    .where('accountId', '=', accountId).where('itemType', '=', item.type).where('itemId', '=', item.id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
