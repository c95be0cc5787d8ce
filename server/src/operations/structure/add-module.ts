// Creates a module from the editor (PUT structure/module): at the end of the navigation, with the
// pages of its template.
import type { Module, ModuleCreateBody } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import { SYSTEM_ACTOR, type Actor } from '../actor.ts';
import { writeSite, type OperationContext } from '../context.ts';
import { createModule } from './create-module.ts';
import { createPage } from './create-page.ts';
import { lockModuleOrder, MODULE_ORDER_CHANGES, writeModuleOrder } from './module-order.ts';
import { readModule } from './read-structure.ts';
import { templateById } from './module-templates.ts';
import { trimmedName } from './trimmed-name.ts';

/**
 * Creates the module (createModule: needs addModules on items.modules; SLUG_TAKEN, BAD_REQUEST as
 * it says), appends it to the module order and creates the template's pages in it; returns the
 * module with them. The pages come with the module: whoever may add the module may add them.
 */
export async function addModule(ctx: OperationContext, actor: Actor, { module: draft, templateId = 'blank' }: ModuleCreateBody): Promise<Module> {
  const { name, slug, key = slug, ...flags } = { ...draft, ...trimmedName(draft) };
  const template = templateById(templateId);
  if (!template) throw appError('BAD_REQUEST', `templateId: there is no template '${templateId}'.`);
  return writeSite(ctx, MODULE_ORDER_CHANGES, async (_trx, tx) => {
    const module = await createModule(tx, actor, { key, slug, name, flags });
    for (const page of template.pages) {
      await createPage(tx, SYSTEM_ACTOR, { moduleId: module.id, key: page.key, slug: page.slug, name: page.name, data: { type: page.type, width: 'fixed' } });
    }
    const { order } = await lockModuleOrder(tx.db);
    await writeModuleOrder(tx.db, [...order, module.id]);
    return (await readModule(tx.db, module.id))!;
  });
}
