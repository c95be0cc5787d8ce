// Puts the modules in a new navigation order (POST structure/module/order).
import type { Module, ModuleOrderBody } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { MODULE_ORDER_CHANGES, lockModuleOrder, writeModuleOrder } from './module-order.ts';
import { assertSameIds } from './same-ids.ts';
import { readModules } from './read-structure.ts';

/**
 * Stores `order` as the module order and returns every module in it. Needs move on items.modules
 * (NOT_ALLOWED); another settings revision than `revision` → REVISION_CONFLICT; an order that does
 * not list every module exactly once → BAD_REQUEST naming what is missing or unknown.
 */
export async function orderModules(ctx: OperationContext, actor: Actor, { order, revision }: ModuleOrderBody): Promise<Module[]> {
  assertCan(actor, 'move', 'items.modules', {}, 'You may not reorder the modules.');
  return writeSite(ctx, MODULE_ORDER_CHANGES, async (trx) => {
    const stored = await lockModuleOrder(trx);
    assertRevision(stored.revision, revision, 'The module order was');
    const modules = await readModules(trx);
    assertSameIds('order', order, modules.map((module) => module.id), 'module');
    await writeModuleOrder(trx, order);
    const byId = new Map(modules.map((module) => [module.id, module]));
    return order.map((id) => byId.get(id)!);
  });
}
