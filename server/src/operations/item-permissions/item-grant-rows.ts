// item_permissions rows ↔ the API's item grants: which item a row names, and the sub-query that
// reads an account's grants with its account row.
import { itemGrant, type ItemKind, type ItemPermission, type ItemRef, type Permission } from '@tessera/schemas';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';

/** The column of item_permissions that names an item of each kind. */
export const ITEM_COLUMNS = { module: 'moduleId', page: 'pageId', block: 'blockId' } as const satisfies Record<ItemKind, string>;

/** The item columns of a row naming `item` (the others null). */
export const itemColumns = ({ kind, id }: ItemRef) => ({ moduleId: null, pageId: null, blockId: null, [ITEM_COLUMNS[kind]]: id });

/** The holder columns of a row for `to`. */
export const holderColumns = ({ to }: ItemPermission) =>
  (to.kind === 'account' ? { accountId: to.id, userListId: null } : { accountId: null, userListId: to.id });

/** A stored grant as read by itemGrantsOf. */
interface StoredGrant {
  kind: ItemKind;
  id: number;
  action: ItemPermission['action'];
  subject?: string;
}

/**
 * The grants kept on items for the account `accountIdColumn` names, directly or through a list
 * that accepted it, as one JSON array (read alongside the account row when it signs in).
 */
export function itemGrantsOf(accountIdColumn: string): RawBuilder<StoredGrant[]> {
  return sql<StoredGrant[]>`(select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
      'kind', case when g.module_id is not null then 'module' when g.page_id is not null then 'page' else 'block' end,
      'id', coalesce(g.module_id, g.page_id, g.block_id), 'action', g.action, 'subject', g.subject)) order by g.id), '[]'::jsonb)
    from item_permissions g
    where g.account_id = ${sql.ref(accountIdColumn)}
      or g.user_list_id in (select m.user_list_id from list_memberships m where m.account_id = ${sql.ref(accountIdColumn)} and m.state = 'accepted'))`;
}

/** The grants kept on items for the lists `listIds` (what their members hold through them), read on their own. */
export async function itemGrantsOfLists(db: Db, listIds: readonly number[]): Promise<Permission[]> {
  if (listIds.length === 0) return [];
  const rows = await db.selectFrom('itemPermissions').select(['moduleId', 'pageId', 'blockId', 'action', 'subject'])
    .where('userListId', 'in', listIds).orderBy('id').execute();
  return grantsOfStored(rows.map(({ moduleId, pageId, blockId, action, subject }) => ({
    kind: moduleId !== null ? 'module' : pageId !== null ? 'page' : 'block',
    id: moduleId ?? pageId ?? blockId ?? 0,
    action: action as ItemPermission['action'],
    ...(subject === null ? {} : { subject }),
  })));
}

/** The evaluator's grants for stored rows (see itemGrant). */
export const grantsOfStored = (stored: readonly StoredGrant[]): Permission[] =>
  stored.map(({ kind, id, action, subject }) => itemGrant({ kind, id }, { action, ...(subject === undefined ? {} : { subject }) }));
