// Reads user lists as the API gives them: the stored list with isFull worked out from its
// accepted members.
import type { ListPermission, RuleTree, UserList, UserListType } from '@tessera/schemas';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { appError } from '../../errors.ts';

interface UserListRow {
  id: number;
  key: string;
  label: string;
  type: string;
  dynamic: boolean;
  system: boolean;
  capacity: number | null;
  entityId: number | null;
  connectionId: number | null;
  rule: RuleTree | null;
  isAdmin: boolean;
  allowPermissions: boolean;
  permissions: ListPermission[];
  revision: number;
  accepted: number;
}

/** Every list column, and `accepted`: how many accepted members it has. */
export function selectUserLists(db: Db): SelectQueryBuilder<Database, 'userLists', UserListRow> {
  return db.selectFrom('userLists').select([
    'id', 'key', 'label', 'type', 'dynamic', 'system', 'capacity', 'entityId', 'connectionId', 'rule', 'isAdmin', 'allowPermissions', 'permissions', 'revision',
    sql<number>`(select count(*)::int from list_memberships m where m.user_list_id = user_lists.id and m.state = 'accepted')`.as('accepted'),
  ]);
}

/** The API's list for a row: a list is full when it has a capacity and that many accepted members. */
export function userListOf({ accepted, type, ...row }: UserListRow): UserList {
  return { ...row, type: type as UserListType, isFull: row.capacity !== null && accepted >= row.capacity };
}

/** The list with `id`; USER_LIST_NOT_FOUND when there is none. */
export async function readUserList(db: Db, id: number): Promise<UserList> {
  const row = await selectUserLists(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw appError('USER_LIST_NOT_FOUND');
  return userListOf(row);
}

/** Every list, by label then id. */
export async function readAllUserLists(db: Db): Promise<UserList[]> {
  const rows = await selectUserLists(db).orderBy(sql`lower(label)`).orderBy('id').execute();
  return rows.map(userListOf);
}
