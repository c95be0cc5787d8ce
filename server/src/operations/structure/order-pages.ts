// Puts a module's pages in a new order (POST structure/page/order).
import { moduleTarget, type Module, type PageOrderBody } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { lockModules } from './lock-modules.ts';
import { readModule } from './read-structure.ts';
import { assertSameIds } from './same-ids.ts';

/**
 * Stores `order` as the module's page order and returns the module. Needs moveChildren on the
 * module (NOT_ALLOWED); an unknown module, or an order that does not list each of its pages once →
 * BAD_REQUEST; another revision than `revision` → REVISION_CONFLICT.
 */
export async function orderPages(ctx: OperationContext, actor: Actor, { moduleId, order, revision }: PageOrderBody): Promise<Module> {
  assertCan(actor, 'moveChildren', 'items.modules', moduleTarget(moduleId), "You may not reorder this module's pages.");
  return writeSite(ctx, [{ scope: 'structure', items: [{ kind: 'module', id: moduleId }] }], async (trx) => {
    const module = (await lockModules(trx, [moduleId])).get(moduleId);
    if (!module) throw appError('BAD_REQUEST', `moduleId: there is no module ${moduleId}.`);
    assertRevision(module.revision, revision, 'This module was');
    assertSameIds('order', order, module.childIds, 'page');
    await trx.updateTable('modules')
      .set((eb) => ({ childIds: JSON.stringify(order), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('id', '=', moduleId)
      .execute();
    return (await readModule(trx, moduleId))!;
  });
}
