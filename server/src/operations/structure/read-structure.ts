// Reads modules with their page summaries (children in childIds order).
import type { Module } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { moduleFromRow, pageSummaryFromRow } from './rows.ts';

/** The modules (all, or the one with id `moduleId`), each with its pages. */
async function modulesWithPages(db: Db, moduleId?: number): Promise<Module[]> {
  const [modules, pages] = await Promise.all([
    db.selectFrom('modules').selectAll().$if(moduleId !== undefined, (q) => q.where('id', '=', moduleId!)).execute(),
    db.selectFrom('pages').select(['id', 'moduleId', 'key', 'slug', 'name', 'data', 'revision', 'updatedAt'])
      .$if(moduleId !== undefined, (q) => q.where('moduleId', '=', moduleId!)).execute(),
  ]);
  const pageById = new Map(pages.map((page) => [page.id, pageSummaryFromRow(page)]));
  return modules.map((row) => moduleFromRow(row, row.childIds.flatMap((id) => pageById.get(id) ?? [])));
}

/** Every module, archived ones included, in no particular order. */
export const readModules = (db: Db): Promise<Module[]> => modulesWithPages(db);

/** One module with its pages, or null. */
export async function readModule(db: Db, id: number): Promise<Module | null> {
  const [module] = await modulesWithPages(db, id);
  return module ?? null;
}
