// Describes stored files by id (POST files/getFiles).
import type { FileInfo } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { distinctIds, inRequestedOrder } from '../in-requested-order.ts';
import { FILE_INFO_COLUMNS, fileInfoOf } from './file-info.ts';

/** The files among `ids` that exist, in the order asked for, each once (every file is visible to a signed-in reader). */
export async function readFiles(db: Db, ids: readonly number[]): Promise<FileInfo[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('files').select(FILE_INFO_COLUMNS).where('id', 'in', distinctIds(ids)).execute();
  return inRequestedOrder(ids, rows.map(fileInfoOf), (file) => file.id);
}
