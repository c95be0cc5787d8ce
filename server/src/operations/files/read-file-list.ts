// The files uploaded for a field (GET files/getFileList/{fieldId}), in a record when asked.
import type { FileInfo, FileListQuery } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { FILE_INFO_COLUMNS, fileInfoOf } from './file-info.ts';

/** The most files one list answers: a field holds a handful, never thousands. */
const MAX_LISTED = 200;

/** The field's files, oldest first; only those of the record when `scope` or `contextId` is given. */
export async function readFileList(db: Db, fieldId: number, { scope, contextId }: FileListQuery): Promise<FileInfo[]> {
  let query = db.selectFrom('files').select(FILE_INFO_COLUMNS).where('fieldId', '=', fieldId);
  if (scope !== undefined) query = query.where('scope', '=', scope);
  if (contextId !== undefined) query = query.where('contextId', '=', contextId);
  const rows = await query.orderBy('id').limit(MAX_LISTED).execute();
  return rows.map(fileInfoOf);
}
