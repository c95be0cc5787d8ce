// Creates a page from the editor (PUT structure/page): in a module, at an index of its pages.
import { moduleTarget, type Page, type PageCreateBody } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { createPage } from './create-page.ts';
import { lockModules } from './lock-modules.ts';
import { trimmedName } from './trimmed-name.ts';

/**
 * Creates the page without blocks (createPage) at `index` of the module's pages (the end when left
 * out) and returns it. Needs addChildren on the module (NOT_ALLOWED); an unknown module or an index
 * past the end → BAD_REQUEST; SLUG_TAKEN and schema problems as createPage says.
 */
export async function addPage(ctx: OperationContext, actor: Actor, { moduleId, page: draft, index }: PageCreateBody): Promise<Page> {
  assertCan(actor, 'addChildren', 'items.modules', moduleTarget(moduleId), 'You may not add pages to this module.');
  const { name, slug, key = slug, type = 'other', width = 'fixed', ...flags } = { ...draft, ...trimmedName(draft) };
  return writeSite(ctx, [], async (trx, tx) => {
    const module = (await lockModules(trx, [moduleId])).get(moduleId);
    if (!module) throw appError('BAD_REQUEST', `moduleId: there is no module ${moduleId}.`);
    const at = index ?? module.childIds.length;
    if (at > module.childIds.length) throw appError('BAD_REQUEST', `index: ${at} is past the end of the module's ${module.childIds.length} pages.`);
    const page = await createPage(tx, actor, { moduleId, key, slug, name, data: { type, width, ...flags } });
    if (at < module.childIds.length) {
      const childIds = [...module.childIds.slice(0, at), page.id, ...module.childIds.slice(at)];
      await trx.updateTable('modules').set({ childIds: JSON.stringify(childIds) }).where('id', '=', moduleId).execute();
    }
    return page;
  });
}
