// Reads one page with every block on it.
import type { Page } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { blockFromRow, pageFromRow } from './rows.ts';

/** The page and all its live blocks (nested ones included; not those deleted everywhere), or null when there is no such page. */
export async function readPage(db: Db, id: number): Promise<Page | null> {
  const [page, blocks] = await Promise.all([
    db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst(),
    db.selectFrom('blocks').selectAll().where('pageId', '=', id).where('wasDeleted', '=', false).orderBy('id').execute(),
  ]);
  return page ? pageFromRow(page, blocks.map(blockFromRow)) : null;
}
