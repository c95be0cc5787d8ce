// Changing a file's data (POST files/{id}/data) and deleting a file (DELETE files/{id}): its
// uploader or an admin only.
import type { FileData, FileInfo } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { inTransaction, type OperationContext, type Trx } from '../context.ts';
import { FILE_INFO_COLUMNS, fileInfoOf, mayChangeFile } from './file-info.ts';

/** The file, locked for the transaction; FILE_NOT_FOUND, or NOT_ALLOWED unless `actor` may change it. */
async function lockChangeable(trx: Trx, actor: Actor, id: number, message: string) {
  const file = await trx.selectFrom('files').select([...FILE_INFO_COLUMNS, 'assetPath']).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!file) throw appError('FILE_NOT_FOUND');
  if (!mayChangeFile(actor, file)) throw appError('NOT_ALLOWED', message);
  return file;
}

/** Merges `changes` into the file's data (title, description, focal point) and answers the file. */
export function saveFileData(ctx: OperationContext, actor: Actor, id: number, changes: FileData): Promise<FileInfo> {
  return inTransaction(ctx, async ({ db }) => {
    const file = await lockChangeable(db, actor, id, 'Only the person who uploaded this file, or an admin, may change it.');
    const data = { ...file.data, ...changes };
    await db.updateTable('files').set({ data: JSON.stringify(data) }).where('id', '=', id).execute();
    return fileInfoOf({ ...file, data });
  });
}

/**
 * Deletes the file's record; files imported with the site are removed by changing the site
 * instead (site sync keeps them). The bytes stay in the content store: other records may share
 * them, and an upload of the same bytes may be under way (decision 0030).
 */
export function deleteFile(ctx: OperationContext, actor: Actor, id: number): Promise<void> {
  return inTransaction(ctx, async ({ db }) => {
    const file = await lockChangeable(db, actor, id, 'Only the person who uploaded this file, or an admin, may delete it.');
    if (file.assetPath !== null) throw appError('NOT_ALLOWED', 'This file belongs to the site’s files: remove it from the site instead.');
    await db.deleteFrom('files').where('id', '=', id).execute();
  });
}
