// Keeps uploaded files (POST files/uploadImage and files/assetUpload): each checked by its content,
// against its kind's limit, images given their thumbnails; then the bytes kept and the metadata
// written in one transaction. One refused file refuses them all, and nothing is kept.
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES, type FileInfo, type FileKind, type UploadFields } from '@tessera/schemas';
import type { FileStore } from '../../files/file-store.ts';
import { sniffFile, type SniffedType } from '../../files/sniff-file.ts';
import { imageSize, makeThumbnails, type ImageSize } from '../../files/thumbnails.ts';
import { UploadRefused } from '../../files/upload-refusal.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { inTransaction, type OperationContext } from '../context.ts';
import { FILE_INFO_COLUMNS, fileInfoOf } from './file-info.ts';

/** A file streamed to the store's staging area, with the hash and size measured on the way. */
export interface UploadedFile {
  name: string;
  stagingPath: string;
  sha256: string;
  size: number;
}

export interface Upload {
  /** `image`: only images; `media`: any accepted kind. */
  accepts: 'image' | 'media';
  /** Files for the site (assetUpload), which only site builders may add. */
  asAsset: boolean;
  fields: UploadFields;
  files: readonly UploadedFile[];
}

/** The most bytes a file of `kind` may have. */
export const maxBytesOf = (kind: FileKind): number => (kind === 'image' ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES);

/** The longest file name kept; longer ones keep their end (the extension). */
const MAX_NAME_LENGTH = 255;

interface CheckedFile extends UploadedFile {
  type: SniffedType;
  size: number;
  dimensions: ImageSize | null;
}

/** The file's accepted type and, for an image, its size in pixels; UploadRefused when it is not accepted. */
async function check(file: UploadedFile, accepts: Upload['accepts']): Promise<CheckedFile> {
  const type = await sniffFile(file.stagingPath, file.name);
  if (!type || (accepts === 'image' && type.kind !== 'image')) {
    throw new UploadRefused({ code: 'FILE_TYPE_NOT_ACCEPTED', reason: accepts === 'image' ? 'notAnImage' : 'typeNotAccepted', name: file.name });
  }
  if (file.size > maxBytesOf(type.kind)) throw new UploadRefused({ code: 'FILE_TOO_LARGE', limit: maxBytesOf(type.kind), size: file.size });
  const dimensions = type.kind === 'image' ? await imageSize(file.stagingPath) : null;
  // Image bytes up front and garbage after: not an image after all.
  if (type.kind === 'image' && !dimensions) throw new UploadRefused({ code: 'FILE_TYPE_NOT_ACCEPTED', reason: 'notAnImage', name: file.name });
  return { ...file, type, dimensions };
}

const keptName = (name: string) => (name.length > MAX_NAME_LENGTH ? name.slice(-MAX_NAME_LENGTH) : name) || 'file';

/**
 * Checks, keeps and records `upload`'s files for `actor` (their owner). The staged files are the
 * caller's to discard afterwards (committed ones are gone from staging by then).
 */
export async function storeUploads(ctx: OperationContext, store: FileStore, actor: Actor, upload: Upload): Promise<FileInfo[]> {
  if (upload.asAsset) assertCan(actor, 'manageEditMode', 'items.blocks', {}, 'Only site builders may add files to the site.');
  const checked: CheckedFile[] = [];
  for (const file of upload.files) checked.push(await check(file, upload.accepts));
  // Thumbnails come before the bytes are kept, so a kept image always has them.
  for (const file of checked) {
    if (file.dimensions) await makeThumbnails(store, file.sha256, file.stagingPath, file.dimensions);
  }
  for (const file of checked) await store.commit(file.stagingPath, file.sha256);
  const { fieldId = null, scope = null, contextId = null } = upload.fields;
  return inTransaction(ctx, async ({ db }) => {
    const rows = await db.insertInto('files').values(checked.map((file) => ({
      sha256: file.sha256, size: file.size, name: keptName(file.name), mime: file.type.mime, kind: file.type.kind,
      isAsset: upload.asAsset, accountId: actor.accountId, width: file.dimensions?.width ?? null, height: file.dimensions?.height ?? null,
      fieldId, scope, contextId,
    }))).returning(FILE_INFO_COLUMNS).execute();
    // Identity ids follow the order of the values: the files in the order sent.
    return rows.sort((a, b) => a.id - b.id).map(fileInfoOf);
  });
}
