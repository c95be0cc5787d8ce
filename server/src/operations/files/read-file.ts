// Reads a file's metadata.
import type { Db } from '../../db/database.ts';

export interface StoredFile {
  sha256: string;
  mime: string;
}

export async function readFileMeta(db: Db, id: number): Promise<StoredFile | null> {
  return (await db.selectFrom('files').select(['sha256', 'mime']).where('id', '=', id).executeTakeFirst()) ?? null;
}
