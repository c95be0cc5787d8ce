// Counts a download (GET files/download/{id}) and answers what serving it needs.
import type { Db } from '../../db/database.ts';
import type { StoredFile } from './read-file.ts';

/** Adds one to the file's download count; null when there is no such file. */
export async function countDownload(db: Db, id: number): Promise<StoredFile | null> {
  return (await db.updateTable('files').set((eb) => ({ downloadCount: eb('downloadCount', '+', 1) })).where('id', '=', id)
    .returning(['id', 'sha256', 'mime', 'name', 'kind', 'isAsset', 'width']).executeTakeFirst()) ?? null;
}
