// Reads blocks by id.
import type { Block } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { distinctIds, inRequestedOrder } from '../in-requested-order.ts';
import { blockFromRow } from './rows.ts';

/** The live blocks among `ids` (not those deleted everywhere), in the order asked for, each once. */
export async function readBlocks(db: Db, ids: readonly number[]): Promise<Block[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('blocks').selectAll().where('id', 'in', distinctIds(ids)).where('wasDeleted', '=', false).execute();
  return inRequestedOrder(ids, rows.map(blockFromRow), (block) => block.id);
}
