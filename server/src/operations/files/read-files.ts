// Describes stored files by id (POST files/getFiles).
import type { FileInfo } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { imageUrl } from '../../files/image-url.ts';
import { distinctIds, inRequestedOrder } from '../in-requested-order.ts';

/** The files among `ids` that exist, in the order asked for, each once. */
export async function readFiles(db: Db, ids: readonly number[]): Promise<FileInfo[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('files').select(['id', 'name', 'mime', 'size', 'isAsset']).where('id', 'in', distinctIds(ids)).execute();
  return inRequestedOrder(ids, rows.map((row) => ({ ...row, url: imageUrl(row.id) })), (file) => file.id);
}
