// Reads a file's metadata: what serving its bytes needs.
import type { FileKind } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';

export interface StoredFile {
  id: number;
  sha256: string;
  mime: string;
  name: string;
  kind: FileKind;
  isAsset: boolean;
  width: number | null;
}

export async function readFileMeta(db: Db, id: number): Promise<StoredFile | null> {
  return (await db.selectFrom('files').select(['id', 'sha256', 'mime', 'name', 'kind', 'isAsset', 'width']).where('id', '=', id).executeTakeFirst()) ?? null;
}
