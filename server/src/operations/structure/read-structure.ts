// Reads every module with its page summaries (children in childIds order).
import type { Module } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { moduleFromRow, pageSummaryFromRow } from './rows.ts';

/** Every module, archived ones included, in no particular order. */
export async function readModules(db: Db): Promise<Module[]> {
  const [modules, pages] = await Promise.all([
    db.selectFrom('modules').selectAll().execute(),
    db.selectFrom('pages').select(['id', 'moduleId', 'key', 'slug', 'name', 'data', 'revision', 'updatedAt']).execute(),
  ]);
  const pageById = new Map(pages.map((page) => [page.id, pageSummaryFromRow(page)]));
  return modules.map((row) => moduleFromRow(row, row.childIds.flatMap((id) => pageById.get(id) ?? [])));
}
