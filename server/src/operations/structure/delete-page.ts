// Deletes a page of a module with its blocks (DELETE structure/page/{moduleId}/{pageId}).
import { pageTarget } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { lockModules } from './lock-modules.ts';

/**
 * Deletes the page (its blocks and the grants kept on them go with it) and takes it out of the
 * module's pages. Needs delete on the page (NOT_ALLOWED); a module that does not hold the page →
 * PAGE_NOT_FOUND.
 */
export async function deletePage(ctx: OperationContext, actor: Actor, moduleId: number, pageId: number): Promise<void> {
  assertCan(actor, 'delete', 'items.pages', pageTarget(pageId, moduleId), 'You may not delete this page.');
  const changes = [{ scope: 'structure' as const, items: [{ kind: 'page' as const, id: pageId, moduleId }, { kind: 'module' as const, id: moduleId }] }, { scope: 'permissions' as const }];
  await writeSite(ctx, changes, async (trx) => {
    const module = (await lockModules(trx, [moduleId])).get(moduleId);
    if (!module?.childIds.includes(pageId)) throw appError('PAGE_NOT_FOUND');
    await trx.deleteFrom('pages').where('id', '=', pageId).where('moduleId', '=', moduleId).execute();
    await trx.updateTable('modules')
      .set((eb) => ({
        childIds: JSON.stringify(module.childIds.filter((id) => id !== pageId)),
        defaultPageId: module.defaultPageId === pageId ? null : module.defaultPageId,
        revision: eb('revision', '+', 1), updatedAt: new Date(),
      }))
      .where('id', '=', moduleId)
      .execute();
  });
}
