// Creates a site's modules, their pages and the pages' blocks.
import type { LoadedModule, LoadedPage } from '@tessera/schemas/site-files';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { OperationContext } from '../context.ts';
import { createModule } from '../structure/create-module.ts';
import { createPage } from '../structure/create-page.ts';
import { placePageBlocks } from '../structure/place-page-blocks.ts';
import { importBlocks } from './import-blocks.ts';
import type { SiteIds } from './site-ids.ts';

/** Creates every module with its pages and blocks; returns module key → module id. */
export async function importStructure(tx: OperationContext, modules: readonly LoadedModule[], ids: SiteIds): Promise<Map<string, number>> {
  const moduleIds = new Map<string, number>();
  for (const loaded of modules) moduleIds.set(loaded.module.id, await importModule(tx, loaded, ids));
  return moduleIds;
}

async function importModule(tx: OperationContext, { module: file, pages }: LoadedModule, ids: SiteIds): Promise<number> {
  const { isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations } = file;
  const module = await createModule(tx, SYSTEM_ACTOR, {
    key: file.id, slug: file.slug, name: file.name, flags: { isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations },
  });
  // The loader gives pages in childIds order, so appending each keeps that order.
  for (const loaded of pages) await importPage(tx, module.id, loaded, loaded.page.id === file.defaultPage, ids);
  return module.id;
}

async function importPage(tx: OperationContext, moduleId: number, { page }: LoadedPage, isDefault: boolean, ids: SiteIds): Promise<void> {
  const created = await createPage(tx, SYSTEM_ACTOR, {
    moduleId, key: page.id, slug: page.slug, name: page.name, isDefault,
    data: { type: page.type ?? 'other', width: page.width ?? 'fixed', isAbstract: page.isAbstract, hideFromNav: page.hideFromNav, showOnlyThis: page.showOnlyThis,
      translations: page.translations },
  });
  await placePageBlocks(tx, SYSTEM_ACTOR, { pageId: created.id, blockIds: await importBlocks(tx, created.id, page.blocks, ids), index: 0 });
}
