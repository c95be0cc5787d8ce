// Applies the plan's modules, pages, blocks and fields through the structure operations.
import { sql } from 'kysely';
import type { ModuleFile, PageFile, SiteFilesModel, SitePlanEntry as PlanEntry } from '@tessera/schemas';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { TransactionContext } from '../context.ts';
import { desiredPage } from '../site-import/desired-blocks.ts';
import { listIdsOf } from '../site-import/list-references.ts';
import type { SiteIds } from '../site-import/site-ids.ts';
import { linkFieldBlocks, writeSiteFields } from '../site-import/write-site-fields.ts';
import { syncPagesBlocks } from '../structure/blocks/sync-page-blocks.ts';
import { createModules } from '../structure/create-module.ts';
import { deleteField } from '../structure/fields/write-fields.ts';
import { createPages } from '../structure/create-page.ts';
import { deleteModule } from '../structure/delete-module.ts';
import { deletePage } from '../structure/delete-page.ts';
import { orderPages } from '../structure/order-pages.ts';
import { updateModule } from '../structure/update-module.ts';
import { updatePage } from '../structure/update-page.ts';

const actor = SYSTEM_ACTOR;
const ELEMENT = /^(module|page|block):([^/]+)(?:\/([^/]+))?/;
/** Modules before pages before blocks, so each finds its container. */
const KIND_ORDER = { module: 0, page: 1, block: 2 } as const;

const moduleFlags = ({ isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations }: ModuleFile) =>
  ({ isAbstract, hideSubNav, hideFromNav, archived, showTargetValueAsTitle, translations });
/** A page file's own data, its lists named by id (`lists`: key → id). */
const pageData = ({ type = 'other', width = 'fixed', isAbstract, hideFromNav, showOnlyThis, visibleToLists, translations }: PageFile, lists: ReadonlyMap<string, number>) =>
  ({ type, width, isAbstract, hideFromNav, showOnlyThis, visibleToLists: listIdsOf(visibleToLists, lists), translations });

const PAGE_FILE = /^modules\/([^/]+)\/pages\/([^/]+)\.json$/;
/** Page paths that are the page's blocks (synced with them), not the page's own data. */
const BLOCK_LAYOUT = /^\/(blocks|positions|relatedModal)(\/|$)/;

/** Applies the structure entries of `plan` (deletes marked kept are left alone); returns module key → id. */
export async function applyStructure(tx: TransactionContext, plan: readonly PlanEntry[], files: SiteFilesModel, references: Omit<SiteIds, 'fields'>): Promise<Map<string, number>> {
  const [modules, pages] = await Promise.all([
    tx.db.selectFrom('modules').select(['id', 'key']).execute(),
    tx.db.selectFrom('pages').innerJoin('modules', 'modules.id', 'pages.moduleId').select(['pages.id', 'pages.key', 'modules.key as moduleKey']).execute(),
  ]);
  const moduleIds = new Map(modules.map((module) => [module.key, module.id]));
  const pageIds = new Map(pages.map((page) => [`${page.moduleKey}/${page.key}`, page.id]));
  const moduleFile = (key: string) => files[`modules/${key}/module.json`] as unknown as ModuleFile;
  const pageFile = (moduleKey: string, key: string) => files[`modules/${moduleKey}/pages/${key}.json`] as unknown as PageFile | undefined;
  const reordered = new Set<string>();
  const blocksToSync = new Set<string>();
  const deletedModules: string[] = [];
  /** Modules to create, in one statement. */
  const newModules: ModuleFile[] = [];
  /** Pages to create, by module key: all in one statement. */
  const newPages = new Map<string, PageFile[]>();

  const entries = plan.flatMap((entry) => {
    const match = ELEMENT.exec(entry.element);
    return match && !entry.kept ? [{ ...entry, kind: match[1] as keyof typeof KIND_ORDER, moduleKey: match[2]!, pageKey: match[3] }] : [];
  }).sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);

  for (const { kind, action, paths = [], moduleKey, pageKey } of entries) {
    if (kind === 'module') {
      const file = moduleFile(moduleKey);
      if (action === 'create') {
        newModules.push(file);
      } else if (action === 'update' && paths.some((path) => !/^\/(childIds|defaultPage)/.test(path))) {
        await updateModule(tx, actor, moduleIds.get(moduleKey)!, { name: file.name, slug: file.slug, ...moduleFlags(file) });
      } else if (action === 'delete') deletedModules.push(moduleKey);
      reordered.add(moduleKey);
    } else if (kind === 'page') {
      const pageId = `${moduleKey}/${pageKey!}`;
      if (action === 'delete') {
        if (!deletedModules.includes(moduleKey)) await deletePage(tx, actor, moduleIds.get(moduleKey)!, pageIds.get(pageId)!);
      } else {
        const file = pageFile(moduleKey, pageKey!)!;
        if (action === 'create') newPages.set(moduleKey, [...newPages.get(moduleKey) ?? [], file]);
        else if (paths.some((path) => !BLOCK_LAYOUT.test(path))) {
          await updatePage(tx, actor, pageIds.get(pageId)!, { name: file.name, slug: file.slug, ...pageData(file, references.lists) });
        }
        blocksToSync.add(pageId);
      }
      reordered.add(moduleKey);
    } else if (action !== 'delete' || files[`modules/${moduleKey}/pages/${pageKey!}.json`]) {
      blocksToSync.add(`${moduleKey}/${pageKey!}`);
    }
  }
  for (const module of await createModules(tx, actor, newModules.map((file) => ({ key: file.id, slug: file.slug, name: file.name, flags: moduleFlags(file) })))) {
    moduleIds.set(module.key, module.id);
  }
  // Each module's pages in its file's order and with its default page, so placing them after has nothing left to change.
  const groups = [...newPages].map(([moduleKey, files]) => {
    const { childIds, defaultPage } = moduleFile(moduleKey);
    const place = (file: PageFile) => { const index = childIds.indexOf(file.id); return index < 0 ? childIds.length : index; };
    const ordered = [...files].sort((a, b) => place(a) - place(b));
    return { moduleId: moduleIds.get(moduleKey)!, pages: ordered.map((file) => ({ key: file.id, slug: file.slug, name: file.name, data: pageData(file, references.lists), isDefault: file.id === defaultPage })) };
  });
  const moduleKeys = new Map([...moduleIds].map(([key, id]) => [id, key]));
  for (const page of await createPages(tx, actor, groups)) pageIds.set(`${moduleKeys.get(page.moduleId)!}/${page.key}`, page.id);
  const writes = new Set(plan.flatMap(({ element, action, kept }) => (element.startsWith('field:') && action !== 'delete' && !kept ? [element.slice('field:'.length)] : [])));
  const pageFiles = Object.entries(files).flatMap(([path, page]) => {
    const match = PAGE_FILE.exec(path);
    return match ? [{ pageId: pageIds.get(`${match[1]!}/${match[2]!}`)!, page: page as unknown as PageFile }] : [];
  });
  const fields = await writeSiteFields(tx, pageFiles, (key) => writes.has(key));
  const ids: SiteIds = { ...references, fields: fields.ids };
  await syncPagesBlocks(tx, actor, [...blocksToSync].flatMap((pageId) => {
    const [moduleKey, pageKey] = pageId.split('/') as [string, string];
    const page = pageFile(moduleKey, pageKey);
    return page ? [desiredPage(pageIds.get(pageId)!, page, ids)] : [];
  }));
  await linkFieldBlocks(tx, fields.namingBlocks);
  await deleteUnshownFields(tx, plan);
  const placed = [...reordered].filter((moduleKey) => !deletedModules.includes(moduleKey)).map((moduleKey) => moduleIds.get(moduleKey)!);
  const stored = placed.length === 0 ? [] : await tx.db.selectFrom('modules').select(['id', 'key', 'childIds', 'defaultPageId']).where('id', 'in', placed).execute();
  for (const module of stored) await placeModulePages(tx, module, moduleFile(module.key), pageIds);
  for (const moduleKey of deletedModules) {
    await deleteModule(tx, actor, moduleIds.get(moduleKey)!);
    moduleIds.delete(moduleKey);
  }
  return moduleIds;
}

interface StoredModule { id: number; key: string; childIds: number[]; defaultPageId: number | null }

/** The module's pages in the file's order (pages kept without --prune after them), and its default page. */
async function placeModulePages(tx: TransactionContext, stored: StoredModule, file: ModuleFile, pageIds: ReadonlyMap<string, number>): Promise<void> {
  const { id: moduleId, key: moduleKey } = stored;
  const wanted = file.childIds.map((key) => pageIds.get(`${moduleKey}/${key}`)!);
  const order = [...wanted, ...stored.childIds.filter((id) => !wanted.includes(id))];
  const [first, ...rest] = order;
  if (first !== undefined && JSON.stringify(order) !== JSON.stringify(stored.childIds)) await orderPages(tx, actor, { moduleId, order: [first, ...rest] });
  const defaultPage = file.defaultPage === undefined ? null : pageIds.get(`${moduleKey}/${file.defaultPage}`) ?? null;
  if (defaultPage !== stored.defaultPageId) await updateModule(tx, actor, moduleId, { defaultPage });
}

/** The fields the plan deletes, once no block shows them (a block of a page kept without --prune may). */
async function deleteUnshownFields(tx: TransactionContext, plan: readonly PlanEntry[]): Promise<void> {
  const keys = plan.flatMap(({ element, action, kept }) => (element.startsWith('field:') && action === 'delete' && !kept ? [element.slice('field:'.length)] : []));
  if (keys.length === 0) return;
  const unshown = await tx.db.selectFrom('fields').select('id').where('elementKey', 'in', keys)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('blocks').select('blocks.id').where('blocks.wasDeleted', '=', false)
      .where(sql<boolean>`blocks.data -> 'fields' @> jsonb_build_array(fields.id)`))))
    .execute();
  for (const { id } of unshown) await deleteField(tx, actor, id);
}
