// A site's files cut into the elements sync compares one by one: each module, page, block and field
// (a page, block or group holding what it holds by key), brand, list, application, language's texts, and the settings.
// A block standing in several spots of its page is one element, named by each of its holders.
import type { BlockSpot, FieldFile, ModuleFile, PageFile, SiteFile, SiteFilesModel } from '@tessera/schemas';
import { isBlockRef, optionsWithFileIds, qualifiedBlockReference, readBlockReference, spotKey } from '@tessera/schemas/site-files';
import { currentOptions } from '../structure/current-options.ts';
import { elementIds } from './element-ids.ts';

export interface SiteElement {
  /** The file that holds it. */
  file: string;
  value: unknown;
}

const MODULE_FILE = /^modules\/([^/]+)\/module\.json$/;
const PAGE_FILE = /^modules\/([^/]+)\/pages\/([^/]+)\.json$/;
const BRAND_FILE = /^brands\/([^/]+)\.json$/;
const TRANSLATIONS_FILE = /^i18n\/([^/]+)\.json$/;

/** Every element of the files, by element id (element-ids.ts); `$schema` is left out. */
export function siteElements(files: SiteFilesModel): Map<string, SiteElement> {
  const elements = new Map<string, SiteElement>();
  const add = (id: string, file: string, value: unknown): void => void elements.set(id, { file, value });
  for (const [file, content] of Object.entries(files)) {
    const { $schema: _schema, ...value } = content as Record<string, unknown>;
    let match: RegExpExecArray | null;
    if (file === 'site.json') {
      const { settings, brands, activeBrand, lists, applications } = value as unknown as SiteFile;
      add(elementIds.settings, file, { settings, brands, activeBrand });
      for (const list of lists ?? []) add(elementIds.list(list.id), file, list);
      // Requests are member data, which sync neither writes nor compares (the import seeds them).
      for (const { requests: _requests, ...application } of applications ?? []) add(elementIds.application(application.id), file, application);
    } else if ((match = MODULE_FILE.exec(file))) {
      add(elementIds.module((value as unknown as ModuleFile).id), file, value);
    } else if ((match = PAGE_FILE.exec(file))) {
      addPage(match[1]!, file, value as unknown as PageFile, add, (id) => elements.has(id));
    } else if ((match = BRAND_FILE.exec(file))) {
      add(elementIds.brand(match[1]!), file, value);
    } else if ((match = TRANSLATIONS_FILE.exec(file))) {
      add(elementIds.translations(match[1]!), file, value);
    }
  }
  return elements;
}

const keysOf = (items: ReadonlyArray<{ id: string }>) => items.map((item) => item.id);
const spotKeys = (spots: readonly BlockSpot[]) => spots.map(spotKey);
const columnKeys = (positions: Record<string, BlockSpot[] | undefined>) =>
  Object.fromEntries(Object.entries(positions).map(([column, blocks]) => [column, spotKeys(blocks ?? [])]));

/**
 * A field's related blocks each as `<module>/<page>/<block>`, a bare key naming a block of the
 * page it is first read on (as apply links it): files that name the same blocks either way are
 * the same field.
 */
function relatedOn(module: string, page: string, { relatedBlocks }: Omit<FieldFile, 'id'>): Pick<FieldFile, 'relatedBlocks'> {
  if (!relatedBlocks?.display) return {};
  const qualified = relatedBlocks.display.map((reference) => {
    const { page: on, block } = readBlockReference(reference);
    return qualifiedBlockReference(on?.module ?? module, on?.page ?? page, block);
  });
  return { relatedBlocks: { ...relatedBlocks, display: qualified } };
}

/** A page's element, its blocks' and their fields', as the server stores them: a page's defaults filled in, options at the type's current version, no null files. */
function addPage(moduleKey: string, file: string, { blocks, positions, relatedModal, ...page }: PageFile, add: (id: string, file: string, value: unknown) => void, has: (id: string) => boolean): void {
  add(elementIds.page(moduleKey, page.id), file, {
    ...page, type: page.type ?? 'other', width: page.width ?? 'fixed', blocks: spotKeys(blocks),
    ...(positions && { positions: columnKeys(positions) }),
    ...(relatedModal && { relatedModal: spotKey(relatedModal) }),
  });
  const addFields = (fields: readonly FieldFile[]): void => {
    for (const { id, children, ...field } of fields) {
      // A field several blocks show is one element; the loader checked that each copy is the same.
      if (!has(elementIds.field(id))) add(elementIds.field(id), file, { ...field, ...(children && { children: keysOf(children) }), ...relatedOn(moduleKey, page.id, field) });
      if (children) addFields(children);
    }
  };
  const addBlocks = (list: readonly BlockSpot[]): void => {
    for (const block of list) {
      // A further spot of a shared block: its holder names it; the block is the element where it is written.
      if (isBlockRef(block)) continue;
      const { children, positions: columns, options, optionsVersion, fields, ...own } = block;
      const current = currentOptions(block.type, options && optionsWithFileIds(options, (path) => path), optionsVersion);
      add(elementIds.block(moduleKey, page.id, block.id), file, {
        ...own,
        ...current,
        ...(children && { children: spotKeys(children) }),
        ...(columns && { positions: columnKeys(columns) }),
        ...(fields && { fields: keysOf(fields) }),
      });
      if (fields) addFields(fields);
      if (children) addBlocks(children);
      for (const column of Object.values(columns ?? {})) addBlocks(column ?? []);
    }
  };
  addBlocks(blocks);
  for (const column of Object.values(positions ?? {})) addBlocks(column ?? []);
  if (relatedModal) addBlocks([relatedModal]);
}
