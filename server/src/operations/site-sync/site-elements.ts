// A site's files cut into the elements sync compares one by one: each module, page and block (a
// page or block holding its children by key), brand, list, language's texts, and the settings.
import type { BlockFile, ModuleFile, PageFile, SiteFile, SiteFilesModel } from '@tessera/schemas';
import { optionsWithFileIds } from '@tessera/schemas/site-files';
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
      const { settings, brands, activeBrand, lists } = value as unknown as SiteFile;
      add(elementIds.settings, file, { settings, brands, activeBrand });
      for (const list of lists ?? []) add(elementIds.list(list.id), file, list);
    } else if ((match = MODULE_FILE.exec(file))) {
      add(elementIds.module((value as unknown as ModuleFile).id), file, value);
    } else if ((match = PAGE_FILE.exec(file))) {
      const moduleKey = match[1]!;
      const { blocks, ...page } = value as unknown as PageFile;
      // As the server stores them: a page's defaults filled in, options at the type's current version, no null files.
      add(elementIds.page(moduleKey, page.id), file, { ...page, type: page.type ?? 'other', width: page.width ?? 'fixed', blocks: blocks.map((block) => block.id) });
      const addBlocks = (list: readonly BlockFile[]): void => {
        for (const block of list) {
          const { children, positions, options, optionsVersion, ...own } = block;
          const current = currentOptions(block.type, options && optionsWithFileIds(options, (path) => path), optionsVersion);
          add(elementIds.block(moduleKey, page.id, block.id), file, {
            ...own,
            ...current,
            ...(children && { children: children.map((child) => child.id) }),
            ...(positions && { positions: Object.fromEntries(Object.entries(positions).map(([column, ids]) => [column, (ids ?? []).map((child) => child.id)])) }),
          });
          if (children) addBlocks(children);
          for (const column of Object.values(positions ?? {})) addBlocks(column ?? []);
        }
      };
      addBlocks(blocks);
    } else if ((match = BRAND_FILE.exec(file))) {
      add(elementIds.brand(match[1]!), file, value);
    } else if ((match = TRANSLATIONS_FILE.exec(file))) {
      add(elementIds.translations(match[1]!), file, value);
    }
  }
  return elements;
}
