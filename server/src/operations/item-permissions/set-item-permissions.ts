// Replaces the grants kept on one item (POST structure/permissions/{itemId}).
import type { ItemKind, ItemPermission, ItemPermissionsReply, ItemRef } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type Trx, type OperationContext } from '../context.ts';
import { locateItem, unknownItemCheck } from '../structure/locate-item.ts';
import { holderColumns, ITEM_COLUMNS, itemColumns } from './item-grant-rows.ts';

const NOT_FOUND = { module: 'MODULE_NOT_FOUND', page: 'PAGE_NOT_FOUND', block: 'BLOCK_NOT_FOUND' } as const;

/** What lies inside an item of each kind: pages in modules, blocks in modules, pages and blocks. */
const reachesInside = (kind: ItemKind, subject: string): boolean =>
  subject.startsWith('items.blocks') || (kind === 'module' && subject === 'items.pages');

/** The grants once each: the same action for the same holder on the same subject counts once. */
function distinctPermissions(permissions: readonly ItemPermission[]): ItemPermission[] {
  const seen = new Map(permissions.map((p) => [`${p.action} ${p.to.kind}:${p.to.id} ${p.subject ?? ''}`, p]));
  return [...seen.values()];
}

/** Throws BAD_REQUEST naming the first grant whose holder does not exist. */
async function assertHoldersExist(trx: Trx, permissions: readonly ItemPermission[]): Promise<void> {
  const idsOf = (kind: 'account' | 'userList') => [...new Set(permissions.filter((p) => p.to.kind === kind).map((p) => p.to.id))];
  const [accountIds, listIds] = [idsOf('account'), idsOf('userList')];
  const [accounts, lists] = await Promise.all([
    accountIds.length === 0 ? [] : trx.selectFrom('accounts').select('id').where('id', 'in', accountIds).execute(),
    listIds.length === 0 ? [] : trx.selectFrom('userLists').select('id').where('id', 'in', listIds).execute(),
  ]);
  const known = new Set([...accounts.map((a) => `account:${a.id}`), ...lists.map((l) => `userList:${l.id}`)]);
  const unknown = permissions.find((p) => !known.has(`${p.to.kind}:${p.to.id}`));
  if (unknown) {
    const { to } = unknown;
    throw appError('BAD_REQUEST', `permissions: there is no ${to.kind === 'account' ? 'account' : 'user list'} ${to.id}.`);
  }
}

/**
 * Replaces every grant kept on `item` with `permissions` and returns them. Needs managePermissions
 * on the item (NOT_ALLOWED); an unknown item → MODULE_/PAGE_/BLOCK_NOT_FOUND; a subject that does
 * not lie inside an item of this kind, or a holder that does not exist → BAD_REQUEST. Every
 * account's grants may have changed (a list holds for all its members), so every signed-in
 * account reloads them.
 */
export async function setItemPermissions(ctx: OperationContext, actor: Actor, item: ItemRef, permissions: readonly ItemPermission[]): Promise<ItemPermissionsReply> {
  const stored = distinctPermissions(permissions);
  return writeSite(ctx, [{ scope: 'permissions' }], async (trx) => {
    const located = await locateItem(trx, item);
    const check = located ?? unknownItemCheck(item);
    assertCan(actor, 'managePermissions', check.subject, check.target, 'You may not change who may act on this item.');
    if (!located) throw appError(NOT_FOUND[item.kind]);
    const outside = stored.findIndex((p) => p.subject !== undefined && !reachesInside(item.kind, p.subject));
    if (outside >= 0) throw appError('BAD_REQUEST', `permissions: a ${item.kind} holds no ${stored[outside]!.subject}.`);
    await assertHoldersExist(trx, stored);
    await trx.deleteFrom('itemPermissions').where(ITEM_COLUMNS[item.kind], '=', item.id).execute();
    if (stored.length > 0) {
      await trx.insertInto('itemPermissions')
        .values(stored.map((p) => ({ ...itemColumns(item), ...holderColumns(p), action: p.action, subject: p.subject ?? null })))
        .execute();
    }
    return { item, permissions: stored };
  });
}
