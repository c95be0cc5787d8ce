// Reads blocks by id.
import type { Block } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { blockFromRow } from './rows.ts';

/** The blocks that exist among `ids`, in the order asked for, each once. */
export async function readBlocks(db: Db, ids: readonly number[]): Promise<Block[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db.selectFrom('blocks').selectAll().where('id', 'in', unique).execute();
  const byId = new Map(rows.map((row) => [row.id, blockFromRow(row)]));
  return unique.flatMap((id) => byId.get(id) ?? []);
}
