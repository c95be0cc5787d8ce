// Stores the grants site.json gives accounts on modules and pages (named there by keys).
import type { ItemPermission, ItemRef, SiteAccount } from '@tessera/schemas';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { setItemPermissions } from '../item-permissions/set-item-permissions.ts';

/** The item a grant names: its module (key → id), or the page with that key in it. */
async function itemOf(tx: OperationContext, moduleId: number, pageKey: string | undefined): Promise<ItemRef> {
  if (pageKey === undefined) return { kind: 'module', id: moduleId };
  const page = await tx.db.selectFrom('pages').select('id').where('moduleId', '=', moduleId).where('key', '=', pageKey).executeTakeFirstOrThrow();
  return { kind: 'page', id: page.id };
}

/** Gathers every account's grants item by item, then stores each item's at once. */
export async function importGrants(
  tx: OperationContext, accounts: readonly SiteAccount[], accountIds: ReadonlyMap<string, number>, moduleIds: ReadonlyMap<string, number>,
): Promise<void> {
  const byItem = new Map<string, { item: ItemRef; permissions: ItemPermission[] }>();
  for (const account of accounts) {
    for (const { module, page, subject, actions } of account.grants ?? []) {
      // The loader has checked that grants name modules and pages of the site.
      const item = await itemOf(tx, moduleIds.get(module)!, page);
      const entry = byItem.get(`${item.kind}:${item.id}`) ?? { item, permissions: [] };
      const to = { kind: 'account' as const, id: accountIds.get(account.email)! };
      entry.permissions.push(...actions.map((action) => ({ action, to, ...(subject === undefined ? {} : { subject }) })));
      byItem.set(`${item.kind}:${item.id}`, entry);
    }
  }
  for (const { item, permissions } of byItem.values()) await setItemPermissions(tx, SYSTEM_ACTOR, item, permissions);
}
