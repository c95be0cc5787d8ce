// Reads the whole site (structure with its fields, brands, settings, lists, applications, translations) as its files hold it:
// keys for ids, asset paths for file ids, no timestamps. A handful of bulk queries, whatever its size.
import { createHash } from 'node:crypto';
import type { AppSettings, BlockFile, BlockSpot, BrandFile, Field, FieldFile, ModuleFile, PageFile, SiteApplication, SiteFile, SiteList, SiteSnapshot } from '@tessera/schemas';
import { sql, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BlockData, PagesTable } from '../../db/schema.ts';
import { elementIds } from './element-ids.ts';
import { fieldReferenceKeys } from '../site-import/field-references.ts';
import { assetPathOf, optionsWithAssetPaths, withListKeys, withListKeysInRule } from './stored-references.ts';
import { relatedBlockReferences } from './related-block-references.ts';

interface StoredBlock { id: number; key: string; type: string; data: BlockData; revision: number }
interface StoredField { id: number; key: string; data: Field; revision: number }
type StoredPage = Pick<Selectable<PagesTable>, 'id' | 'moduleId' | 'key' | 'slug' | 'name' | 'data' | 'positions' | 'revision'>;

/**
 * The rows (in id order) as one JSON text parsed at once: the embedded database hands rows
 * over field by field, several times slower than JSON.parse for the site's thousands of blocks.
 */
async function jsonRows<T>(db: Db, rows: RawBuilder<unknown>): Promise<T[]> {
  const { rows: [result] } = await sql<{ json: string }>`select coalesce(json_agg(r order by r.id), '[]')::text as json from (${rows}) r`.execute(db);
  return JSON.parse(result!.json) as T[];
}

/** A stable hash of a value whose key order is fixed (as the snapshot's are): the revision of rowless elements. */
export const contentHash = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex').slice(0, 16);

/** The site in `db` as site files; an empty model when no site was imported yet. */
export async function readSiteSnapshot(db: Db): Promise<SiteSnapshot> {
  const [settings, brands, lists, applications, modules, pages, blocks, fields, translations, files] = await Promise.all([
    db.selectFrom('settings').select(['data', 'revision']).executeTakeFirst(),
    db.selectFrom('brands').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('userLists').select(['id', 'key', 'label', 'type', 'dynamic', 'system', 'capacity', 'rule', 'revision']).where('entityId', 'is', null).orderBy('id').execute(),
    db.selectFrom('applications').select(['key', 'label', 'userListId', 'fieldIds', 'revision']).orderBy('id').execute(),
    db.selectFrom('modules').selectAll().orderBy('id').execute(),
    jsonRows<StoredPage>(db, sql`select id, module_id as "moduleId", key, slug, name, data, positions, revision from pages`),
    jsonRows<StoredBlock & { pageId: number }>(db, sql`select id, page_id as "pageId", key, type, data, revision from blocks where not was_deleted`),
    jsonRows<StoredField>(db, sql`select id, element_key as key, data, revision from fields`),
    db.selectFrom('translations').selectAll().orderBy('language').orderBy('key').execute(),
    db.selectFrom('files').select(['id', 'sha256', 'name', 'assetPath']).execute(),
  ]);
  const snapshot = { files: {} as Record<string, object>, assets: {} as Record<string, string>, revisions: {} as Record<string, number | string> };
  if (!settings) return snapshot satisfies SiteSnapshot;
  const fileById = new Map(files.map((file) => [file.id, file]));
  const pathOf = (fileId: number): string | null => {
    const file = fileById.get(fileId);
    if (!file) return null;
    const path = assetPathOf(file);
    snapshot.assets[path] = file.sha256;
    return path;
  };
  const listKeys = new Map(lists.map((list) => [list.id, list.key]));
  const moduleKeys = new Map(modules.map((module) => [module.id, module.key]));
  const pagesById = new Map(pages.map((page) => [page.id, page]));
  const blocksByPage = groupBy(blocks, (block) => block.pageId);
  const fieldsById = new Map(fields.map((field) => [field.id, field]));
  const relatedBlock = relatedBlockReferences(blocks, fields, (pageId) => {
    const page = pagesById.get(pageId);
    const module = page && moduleKeys.get(page.moduleId);
    return module === undefined ? undefined : { module, page: page!.key };
  });
  /** The fields with these ids as site files hold them (ids gone are skipped), each counted among the revisions. */
  const fieldFiles = (ids: readonly number[] | undefined): FieldFile[] | undefined => ids?.flatMap((id) => {
    const field = fieldsById.get(id);
    if (!field) return [];
    snapshot.revisions[elementIds.field(field.key)] = field.revision;
    const { childIds, sort, relatedBlocks, ...definition } = field.data;
    return [definedOnly({
      id: field.key, ...definition, children: fieldFiles(childIds),
      ...fieldReferenceKeys({ sort, relatedBlocks }, (fieldId) => fieldsById.get(fieldId)?.key, (blockId) => relatedBlock(id, blockId)),
    } as FieldFile)];
  });

  for (const module of modules) {
    const pageKeys = module.childIds.flatMap((id) => pagesById.get(id)?.key ?? []);
    const file: ModuleFile = {
      id: module.key, slug: module.slug, name: module.name, ...definedOnly(module.data),
      childIds: pageKeys, ...(module.defaultPageId !== null && { defaultPage: pagesById.get(module.defaultPageId)?.key }),
    };
    snapshot.files[`modules/${module.key}/module.json`] = definedOnly(file);
    snapshot.revisions[elementIds.module(module.key)] = module.revision;
  }
  for (const page of pages) {
    const moduleKey = moduleKeys.get(page.moduleId)!;
    const stored = new Map((blocksByPage.get(page.id) ?? []).map((block) => [block.id, block]));
    const written = new Set<number>();
    // Called in the order the file reads, so a block standing in several spots (a paste by copy) is
    // written in full at the first and as a reference at the others.
    const toFile = (id: number): BlockSpot[] => {
      const block = stored.get(id);
      if (!block) return [];
      if (written.has(id)) return [{ ref: block.key }];
      written.add(id);
      snapshot.revisions[elementIds.block(moduleKey, page.key, block.key)] = block.revision;
      return [blockFile(block, toFile, pathOf, (listId) => listKeys.get(listId), fieldFiles)];
    };
    const { type, width, isAbstract, hideFromNav, showOnlyThis, visibleToLists, translations: texts, relatedBlocks } = page.data;
    const { 'col-0': first = [], ...further } = page.positions;
    const blocks = first.flatMap(toFile);
    const positions = Object.keys(further).length > 0 ? columnFiles(further, toFile) : undefined;
    const file: PageFile = {
      id: page.key, slug: page.slug, name: page.name, type, width, isAbstract, hideFromNav, showOnlyThis,
      // A list deleted since is left out (the server forgets it too: see update-page.ts).
      visibleToLists: visibleToLists?.length ? visibleToLists.flatMap((id) => listKeys.get(id) ?? []) : undefined,
      translations: texts,
      blocks, positions, relatedModal: relatedBlocks?.modal === undefined ? undefined : toFile(relatedBlocks.modal)[0],
    };
    snapshot.files[`modules/${moduleKey}/pages/${page.key}.json`] = definedOnly(file);
    snapshot.revisions[elementIds.page(moduleKey, page.key)] = page.revision;
  }
  for (const brand of brands) {
    const file: BrandFile = {
      id: brand.key, brandName: brand.name,
      ...(brand.settings.logoId != null && { logo: pathOf(brand.settings.logoId) ?? undefined }),
      ...(brand.settings.faviconId != null && { favicon: pathOf(brand.settings.faviconId) ?? undefined }),
      themeStyles: brand.themeStyles,
    };
    snapshot.files[`brands/${brand.key}.json`] = definedOnly(file);
    snapshot.revisions[elementIds.brand(brand.key)] = brand.revision;
  }
  for (const [language, rows] of groupBy(translations, (row) => row.language)) {
    const texts = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    snapshot.files[`i18n/${language}.json`] = texts;
    snapshot.revisions[elementIds.translations(language)] = contentHash(texts);
  }
  const siteLists: SiteList[] = lists.map((list) => {
    snapshot.revisions[elementIds.list(list.key)] = list.revision;
    return { id: list.key, label: list.label, type: list.type as SiteList['type'],
      ...(list.dynamic && { dynamic: true }), ...(list.system && { system: true }), ...(list.capacity !== null && { capacity: list.capacity }),
      ...(list.rule && { rule: withListKeysInRule(list.rule, (id) => listKeys.get(id)) }) };
  });
  // Structure only: the requests made through an application are member data, which export leaves
  // out (a site's import seeds them from its files; apply neither writes nor compares them).
  const siteApplications: SiteApplication[] = applications.flatMap((application) => {
    const list = listKeys.get(application.userListId);
    if (list === undefined) return []; // a list outside site.json (an entity's): not in the files either
    snapshot.revisions[elementIds.application(application.key)] = application.revision;
    const form = fieldFiles(application.fieldIds);
    return [{ id: application.key, label: application.label, list, ...(form?.length && { fields: form }) }];
  });
  const site: SiteFile = {
    settings: settingsFile(settings.data, (id) => moduleKeys.get(id), pathOf),
    brands: brands.map((brand) => brand.key) as SiteFile['brands'],
    activeBrand: (brands.find((brand) => brand.isActive) ?? brands[0])?.key ?? '',
    ...(siteLists.length > 0 && { lists: siteLists }),
    ...(siteApplications.length > 0 && { applications: siteApplications }),
  };
  snapshot.files['site.json'] = site;
  snapshot.revisions[elementIds.settings] = settings.revision;
  snapshot.files = sortedByPath(snapshot.files);
  snapshot.assets = sortedByPath(snapshot.assets);
  return snapshot;
}

function blockFile(
  block: StoredBlock, toFile: (id: number) => BlockSpot[], pathOf: (fileId: number) => string | null,
  listKey: (id: number) => string | undefined, fieldFiles: (ids: readonly number[] | undefined) => FieldFile[] | undefined,
): BlockFile {
  const { title, showTitle, options, optionsVersion, visibility, fields, columns, children, positions, translations } = block.data;
  return definedOnly({
    id: block.key, type: block.type, title, showTitle,
    options: options && optionsWithAssetPaths(options, pathOf),
    optionsVersion,
    visibility: visibility && withListKeys(visibility, listKey),
    fields: fieldFiles(fields),
    columns,
    children: children?.flatMap(toFile),
    positions: positions && columnFiles(positions, toFile),
    translations,
  });
}

/** Columns (col-N → block ids) as files hold them: in column order (col-2 before col-10), each its blocks. */
function columnFiles(positions: Record<string, number[] | undefined>, toFile: (id: number) => BlockSpot[]): Record<string, BlockSpot[]> {
  const index = (column: string): number => Number(column.slice('col-'.length));
  return Object.fromEntries(Object.entries(positions).sort(([a], [b]) => index(a) - index(b)).map(([column, ids]) => [column, (ids ?? []).flatMap(toFile)]));
}

function settingsFile(stored: AppSettings, moduleKey: (id: number) => string | undefined, pathOf: (fileId: number) => string | null): AppSettings {
  const footerLogoId = stored.footer?.footerLogoId;
  return {
    ...stored,
    moduleOrder: stored.moduleOrder.flatMap((id) => moduleKey(Number(id)) ?? []),
    ...(typeof footerLogoId === 'number' && { footer: { ...stored.footer, footerLogoId: pathOf(footerLogoId) ?? undefined } }),
  };
}

/** The object without its undefined properties, so they are not written as keys. */
function definedOnly<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

function sortedByPath<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
