// Everything a structure write may change, as one text: compared before and after a refused or
// malformed write, it shows that nothing changed, to the byte.
import type { Db } from '../db/database.ts';

/** The modules, pages, blocks, revert rows, fields, module order and item grants as stored, in order, as JSON. */
export async function structureDump(db: Db): Promise<string> {
  const [modules, pages, blocks, reverts, fields, settings, grants] = await Promise.all([
    db.selectFrom('modules').selectAll().orderBy('id').execute(),
    db.selectFrom('pages').selectAll().orderBy('id').execute(),
    db.selectFrom('blocks').selectAll().orderBy('id').execute(),
    db.selectFrom('blockReverts').selectAll().orderBy('tokenHash').execute(),
    db.selectFrom('fields').selectAll().orderBy('id').execute(),
    db.selectFrom('settings').select(['data', 'revision', 'updatedAt']).execute(),
    db.selectFrom('itemPermissions').selectAll().orderBy('id').execute(),
  ]);
  return JSON.stringify({ modules, pages, blocks, reverts, fields, settings, grants });
}
