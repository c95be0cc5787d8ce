// Database rows → the API's structure objects (module.schema, page.schema, block.schema).
import type { Block, Module, Page, PageSummary } from '@tessera/schemas';
import type { Selectable } from 'kysely';
import type { BlocksTable, ModulesTable, PagesTable } from '../../db/schema.ts';
import { currentOptions } from './current-options.ts';

export type ModuleRow = Selectable<ModulesTable>;
export type PageRow = Selectable<PagesTable>;
export type BlockRow = Selectable<BlocksTable>;
export type PageSummaryRow = Omit<PageRow, 'positions'>;

export function moduleFromRow(row: ModuleRow, children: PageSummary[]): Module {
  return {
    ...row.data,
    id: row.id,
    key: row.key,
    slug: row.slug,
    name: row.name,
    defaultPage: row.defaultPageId,
    childIds: row.childIds,
    children,
    revision: row.revision,
  };
}

export function pageSummaryFromRow(row: PageSummaryRow): PageSummary {
  const { type, width, isAbstract, hideFromNav, visibleToLists, translations } = row.data;
  return {
    id: row.id, key: row.key, slug: row.slug, name: row.name, moduleId: row.moduleId, type, width,
    ...(isAbstract === undefined ? {} : { isAbstract }),
    ...(hideFromNav === undefined ? {} : { hideFromNav }),
    ...(visibleToLists === undefined ? {} : { visibleToLists }),
    ...(translations === undefined ? {} : { translations }),
  };
}

export function pageFromRow(row: PageRow, blocks: Block[]): Page {
  return {
    ...row.data,
    id: row.id,
    key: row.key,
    slug: row.slug,
    name: row.name,
    moduleId: row.moduleId,
    positions: row.positions,
    blocks,
    revision: row.revision,
  };
}

/** The block as clients get it: its options migrated to the type's current version. */
export function blockFromRow(row: BlockRow): Block {
  const { options, optionsVersion, ...data } = row.data;
  return {
    ...data, ...currentOptions(row.type, options, optionsVersion),
    id: row.id, key: row.key, type: row.type, pageId: row.pageId, revision: row.revision,
  };
}
