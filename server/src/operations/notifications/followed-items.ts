// What members follow: the lists that concern them (they were told about one, or applied to it),
// the post blocks they posted in and the posts they wrote or answered. A muted one creates no
// notification (see notify).
import { memberHtmlText, type FollowedItem, type FollowedItemsBody, type FollowedItemType } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Trx } from '../context.ts';

/** An item one can follow. */
export interface ItemRef {
  type: FollowedItemType;
  id: number;
}

/** The longest title a followed post gets from its text. */
const POST_TITLE_LENGTH = 80;

/** `accountIds` follow `item` from now on (those who already do keep their mute). */
export async function followItem(db: Db | Trx, accountIds: readonly number[], item: ItemRef): Promise<void> {
  if (accountIds.length === 0) return;
  await sql`insert into followed_items (account_id, item_type, item_id)
    select distinct value::int, ${item.type}::text, ${item.id}::int from jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb)
    on conflict do nothing`.execute(db);
}

/** The account's followed items with their titles (items deleted since are left out), newest first. */
export async function followedItemsOf(db: Db | Trx, accountId: number, { muted, filters }: FollowedItemsBody = {}): Promise<FollowedItem[]> {
  let query = db.selectFrom('followedItems as f')
    .leftJoin('userLists as l', (join) => join.onRef('l.id', '=', 'f.itemId').on('f.itemType', '=', 'userList'))
    .leftJoin('blocks as b', (join) => join.onRef('b.id', '=', 'f.itemId').on('f.itemType', '=', 'block').on('b.wasDeleted', '=', false))
    .leftJoin('communications as c', (join) => join.onRef('c.id', '=', 'f.itemId').on('f.itemType', '=', 'post').on('c.deletedAt', 'is', null))
    .select(['f.itemType', 'f.itemId', 'f.muted', 'f.followedAt', 'l.label', 'c.title as postTitle', 'c.html'])
    .select(sql<string | null>`b.data->>'title'`.as('blockTitle'))
    .where('f.accountId', '=', accountId)
    .where((eb) => eb.or([eb('l.id', 'is not', null), eb('b.id', 'is not', null), eb('c.id', 'is not', null)]));
  if (muted !== undefined) query = query.where('f.muted', '=', muted);
  if (filters?.search) {
    query = query.where(sql<string>`coalesce(l.label, b.data->>'title', c.title, c.html)`, 'ilike', `%${filters.search.replace(/[\\%_]/g, '\\$&')}%`);
  }
  const rows = await query.orderBy('f.followedAt', 'desc').orderBy('f.itemId', 'desc').execute();
  return rows.map((row) => ({
    type: row.itemType, id: row.itemId, muted: row.muted, followedAt: row.followedAt.toISOString(),
    title: row.label ?? row.blockTitle ?? row.postTitle ?? memberHtmlText(row.html ?? '').slice(0, POST_TITLE_LENGTH),
  }));
}

/** Mutes or unmutes a followed item; false when the account does not follow it. */
export async function setMuted(db: Db | Trx, accountId: number, item: ItemRef, muted: boolean): Promise<boolean> {
  const result = await db.updateTable('followedItems').set({ muted })
    .where('accountId', '=', accountId).where('itemType', '=', item.type).where('itemId', '=', item.id).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
