// A file row as the API describes it (FileInfo), and who may see and change it.
import type { FileData, FileInfo, FileKind } from '@tessera/schemas';
import { fileUrl } from '../../files/image-url.ts';
import type { Actor } from '../actor.ts';

/** The columns fileInfoOf reads. */
export const FILE_INFO_COLUMNS = ['id', 'name', 'mime', 'size', 'isAsset', 'kind', 'accountId', 'data', 'downloadCount', 'width', 'height'] as const;

export interface FileInfoRow {
  id: number;
  name: string;
  mime: string;
  size: number;
  isAsset: boolean;
  kind: FileKind;
  accountId: number | null;
  data: FileData;
  downloadCount: number;
  width: number | null;
  height: number | null;
}

export function fileInfoOf(row: FileInfoRow): FileInfo {
  const { accountId, width, height, ...rest } = row;
  return { ...rest, url: fileUrl(row.kind, row.id), ownerId: accountId, ...(width !== null && height !== null && { width, height }) };
}

/**
 * Who may read a file: files of the site (assets) are public; what members upload is for
 * signed-in members only (the JSON routes' bearer token, the media URLs' image access token).
 */
export const maySeeFile = (reader: number | null, file: { isAsset: boolean }): boolean => file.isAsset || reader !== null;

/** Who may change or delete a file: its uploader, or an admin. */
export const mayChangeFile = (actor: Actor, file: { accountId: number | null }): boolean =>
  actor.isAdmin || (actor.accountId !== null && actor.accountId === file.accountId);
