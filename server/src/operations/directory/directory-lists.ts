// The lists a directory block offers as filters, read by key: their id (what the userList filter
// takes) and label. Any signed-in member may read these: a block an admin placed names them, and
// a member sees a list's label wherever its members are shown.
import type { DirectoryList } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';

/** The lists of `keys` that exist, in the order asked for, each once. */
export async function directoryLists(db: Db, keys: readonly string[]): Promise<DirectoryList[]> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return [];
  const rows = await db.selectFrom('userLists').select(['id', 'key', 'label']).where('key', 'in', distinct).execute();
  const byKey = new Map(rows.map((list) => [list.key, list]));
  return distinct.flatMap((key) => byKey.get(key) ?? []);
}
