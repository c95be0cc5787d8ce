// Inserts a site's modules, their pages and the pages' blocks.
import type { LoadedModule, LoadedPage } from '@tessera/schemas/site-files';
import type { ModuleFlags, PageData } from '../../db/schema.ts';
import type { Trx } from '../context.ts';
import { insertBlocks } from './insert-blocks.ts';

type FileIds = ReadonlyMap<string, number>;

/** Inserts every module with its pages and blocks; returns module key → module id. */
export async function insertStructure(trx: Trx, modules: readonly LoadedModule[], fileIds: FileIds): Promise<Map<string, number>> {
  const moduleIds = new Map<string, number>();
  for (const loaded of modules) moduleIds.set(loaded.module.id, await insertModule(trx, loaded, fileIds));
  return moduleIds;
}

async function insertModule(trx: Trx, { module: file, pages }: LoadedModule, fileIds: FileIds): Promise<number> {
  const { isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle } = file;
  const flags: ModuleFlags = { isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle };
  const { id: moduleId } = await trx.insertInto('modules')
    .values({ key: file.id, slug: file.slug, name: file.name, data: JSON.stringify(flags) })
    .returning('id')
    .executeTakeFirstOrThrow();

  const pageIds = new Map<string, number>();
  for (const loaded of pages) pageIds.set(loaded.page.id, await insertPage(trx, moduleId, loaded, fileIds));

  // Keys become ids only now that the pages exist.
  await trx.updateTable('modules')
    .set({
      childIds: JSON.stringify(file.childIds.flatMap((key) => pageIds.get(key) ?? [])),
      defaultPageId: file.defaultPage === undefined ? null : pageIds.get(file.defaultPage) ?? null,
    })
    .where('id', '=', moduleId)
    .execute();
  return moduleId;
}

async function insertPage(trx: Trx, moduleId: number, { page }: LoadedPage, fileIds: FileIds): Promise<number> {
  const data: PageData = {
    type: page.type ?? 'other', width: page.width ?? 'fixed',
    isAbstract: page.isAbstract, hideFromNav: page.hideFromNav, showOnlyThis: page.showOnlyThis,
  };
  const { id: pageId } = await trx.insertInto('pages')
    .values({ moduleId, key: page.id, slug: page.slug, name: page.name, data: JSON.stringify(data) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const topLevel = await insertBlocks(trx, pageId, page.blocks, fileIds);
  await trx.updateTable('pages').set({ positions: JSON.stringify({ 'col-0': topLevel }) }).where('id', '=', pageId).execute();
  return pageId;
}
