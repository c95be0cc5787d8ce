// Creates a site's modules, their pages, and the pages' fields and blocks.
import type { LoadedModule } from '@tessera/schemas/site-files';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { TransactionContext } from '../context.ts';
import { syncPagesBlocks } from '../structure/blocks/sync-page-blocks.ts';
import { createModule } from '../structure/create-module.ts';
import { createPage } from '../structure/create-page.ts';
import { desiredPage } from './desired-blocks.ts';
import { listIdsOf } from './list-references.ts';
import type { SiteIds } from './site-ids.ts';
import { linkFieldBlocks, writeSiteFields, type PageWithId } from './write-site-fields.ts';

/**
 * Creates every module with its pages, then the pages' fields and blocks as the CLI's apply
 * writes them (writeSiteFields, syncPagesBlocks, linkFieldBlocks); returns module key → module id.
 */
export async function importStructure(tx: TransactionContext, modules: readonly LoadedModule[], references: Omit<SiteIds, 'fields'>): Promise<Map<string, number>> {
  const moduleIds = new Map<string, number>();
  const pages: PageWithId[] = [];
  for (const loaded of modules) moduleIds.set(loaded.module.id, await importModule(tx, loaded, pages, references.lists));
  const fields = await writeSiteFields(tx, pages, () => true);
  const ids: SiteIds = { ...references, fields: fields.ids };
  await syncPagesBlocks(tx, SYSTEM_ACTOR, pages.map(({ pageId, page }) => desiredPage(pageId, page, ids)));
  await linkFieldBlocks(tx, fields.namingBlocks);
  return moduleIds;
}

async function importModule(tx: TransactionContext, { module: file, pages }: LoadedModule, created: PageWithId[], lists: ReadonlyMap<string, number>): Promise<number> {
  const { isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations } = file;
  const module = await createModule(tx, SYSTEM_ACTOR, {
    key: file.id, slug: file.slug, name: file.name, flags: { isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations },
  });
  // The loader gives pages in childIds order, so appending each keeps that order.
  for (const { page } of pages) {
    const { id: pageId } = await createPage(tx, SYSTEM_ACTOR, {
      moduleId: module.id, key: page.id, slug: page.slug, name: page.name, isDefault: page.id === file.defaultPage,
      data: { type: page.type ?? 'other', width: page.width ?? 'fixed', isAbstract: page.isAbstract, hideFromNav: page.hideFromNav, showOnlyThis: page.showOnlyThis,
        visibleToLists: listIdsOf(page.visibleToLists, lists), translations: page.translations },
    });
    created.push({ pageId, page });
  }
  return module.id;
}
