// Creates a site's user lists.
import type { SiteList } from '@tessera/schemas';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { changeUserList } from '../lists/change-user-list.ts';
import { createUserList } from '../lists/create-user-list.ts';
import { withListIdsInRule } from './list-references.ts';

/**
 * Creates every list, then gives the dynamic and system ones their rules (a rule may name a list
 * written after its own); returns list key → list id. The lists are filled once the accounts are
 * in (import-site.ts).
 */
export async function importLists(tx: OperationContext, lists: readonly SiteList[]): Promise<Map<string, number>> {
  const listIds = new Map<string, number>();
  for (const { id: key, label, type, dynamic, system, capacity } of lists) {
    listIds.set(key, (await createUserList(tx, SYSTEM_ACTOR, { key, label, type, dynamic, system, capacity })).id);
  }
  for (const { id: key, rule } of lists) {
    const id = listIds.get(key);
    if (rule && id !== undefined) await changeUserList(tx, SYSTEM_ACTOR, id, { rule: withListIdsInRule(rule, listIds) }, { refill: false });
  }
  return listIds;
}
