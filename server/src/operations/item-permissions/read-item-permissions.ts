// Reads the grants kept on items (GET structure/permissions and structure/permissions/{itemId}).
import type { ItemPermission, ItemPermissionsReply, ItemRef, StructurePermissionsReply } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import type { SignedInAccount } from '../sessions/signed-in-account.ts';
import { ITEM_COLUMNS } from './item-grant-rows.ts';

/** Loading structure permissions needs an elevated user (data spec §6); others get nothing. */
const mayReadGrants = ({ isAdmin, isElevated }: SignedInAccount): boolean => isAdmin || isElevated;

type Row = { moduleId: number | null; pageId: number | null; blockId: number | null; accountId: number | null; userListId: number | null; action: string; subject: string | null };

function itemOf(row: Row): ItemRef {
  if (row.moduleId !== null) return { kind: 'module', id: row.moduleId };
  return row.pageId !== null ? { kind: 'page', id: row.pageId } : { kind: 'block', id: row.blockId! };
}

function permissionOf(row: Row): ItemPermission {
  return {
    // Only actions of ItemAction are ever stored (setItemPermissions takes them from a checked body).
    action: row.action as ItemPermission['action'],
    to: row.accountId !== null ? { kind: 'account', id: row.accountId } : { kind: 'userList', id: row.userListId! },
    ...(row.subject === null ? {} : { subject: row.subject }),
  };
}

const columns = ['moduleId', 'pageId', 'blockId', 'accountId', 'userListId', 'action', 'subject'] as const;

/** The grants kept on `item`, in the order they were given; none for those who may not read grants. */
export async function readItemPermissions(db: Db, viewer: SignedInAccount, item: ItemRef): Promise<ItemPermissionsReply> {
  if (!mayReadGrants(viewer)) return { item, permissions: [] };
  const rows = await db.selectFrom('itemPermissions').select(columns).where(ITEM_COLUMNS[item.kind], '=', item.id).orderBy('id').execute();
  return { item, permissions: rows.map(permissionOf) };
}

/** Every item holding grants, with them; nothing for those who may not read grants. */
export async function readStructurePermissions(db: Db, viewer: SignedInAccount): Promise<StructurePermissionsReply> {
  if (!mayReadGrants(viewer)) return { items: [] };
  const rows = await db.selectFrom('itemPermissions').select(columns).orderBy('id').execute();
  const byItem = new Map<string, ItemPermissionsReply>();
  for (const row of rows) {
    const item = itemOf(row);
    const key = `${item.kind}:${item.id}`;
    const entry = byItem.get(key) ?? { item, permissions: [] };
    entry.permissions.push(permissionOf(row));
    byItem.set(key, entry);
  }
  return { items: [...byItem.values()] };
}
