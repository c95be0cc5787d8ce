// User lists found by label, or read by id, for the list picker. Loading user lists needs an
// elevated user; others get nothing (data spec §6): an empty answer, as the runtime shows no lists
// to them anyway.
import { can, type UserListSearchHit } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { distinctIds, inRequestedOrder } from '../in-requested-order.ts';
import { containing, searchWords } from '../search-words.ts';

// Elevated users hold manageEditMode everywhere (role-grants.ts); admins hold everything.
const mayLoadLists = (reader: Actor) => can(reader, 'manageEditMode', 'userLists');

/** Up to `limit` lists whose label holds every word of `text`, by label then id; none for a reader who is not elevated. */
export async function searchUserLists(db: Db, reader: Actor, text: string, limit: number): Promise<UserListSearchHit[]> {
  const words = searchWords(text);
  if (words.length === 0 || !mayLoadLists(reader)) return [];
  let query = db.selectFrom('userLists').select(['id', 'label', 'type']);
  for (const word of words) query = query.where(sql<boolean>`label ilike ${containing(word)}`);
  const rows = await query.orderBy(sql`lower(label)`).orderBy('id').limit(limit).execute();
  return rows as UserListSearchHit[];
}

/** The lists of `ids` that exist, in the order asked for, each once; none for a reader who is not elevated. */
export async function readUserListsById(db: Db, reader: Actor, ids: readonly number[]): Promise<UserListSearchHit[]> {
  if (ids.length === 0 || !mayLoadLists(reader)) return [];
  const rows = await db.selectFrom('userLists').select(['id', 'label', 'type']).where('id', 'in', distinctIds(ids)).execute();
  return inRequestedOrder(ids, rows as UserListSearchHit[], (list) => list.id);
}
