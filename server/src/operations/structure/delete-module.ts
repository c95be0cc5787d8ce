// Deletes a module with its pages and their blocks (DELETE structure/module/{id}).
import { moduleTarget } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { lockModuleOrder, MODULE_ORDER_CHANGES, writeModuleOrder } from './module-order.ts';

/**
 * Deletes the module; its pages, their blocks and the grants kept on any of them go with it (the
 * database cascades), and it leaves the module order. Needs delete on the module (NOT_ALLOWED);
 * unknown module → MODULE_NOT_FOUND.
 */
export async function deleteModule(ctx: OperationContext, actor: Actor, moduleId: number): Promise<void> {
  assertCan(actor, 'delete', 'items.modules', moduleTarget(moduleId), 'You may not delete this module.');
  await writeSite(ctx, [...MODULE_ORDER_CHANGES, { scope: 'permissions' }], async (trx) => {
    const { order } = await lockModuleOrder(trx);
    const deleted = await trx.deleteFrom('modules').where('id', '=', moduleId).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw appError('MODULE_NOT_FOUND');
    await writeModuleOrder(trx, order.filter((id) => id !== moduleId));
  });
}
