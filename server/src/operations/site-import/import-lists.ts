// Creates a site's user lists.
import type { SiteList } from '@tessera/schemas';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { createUserList } from '../lists/create-user-list.ts';

/** Creates every list; returns list key → list id. */
export async function importLists(tx: OperationContext, lists: readonly SiteList[]): Promise<Map<string, number>> {
  const listIds = new Map<string, number>();
  for (const { id: key, label, type, dynamic, system, capacity } of lists) {
    listIds.set(key, (await createUserList(tx, SYSTEM_ACTOR, { key, label, type, dynamic, system, capacity })).id);
  }
  return listIds;
}
