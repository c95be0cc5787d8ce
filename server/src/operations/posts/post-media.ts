// A post's media, checked before it is stored: the count and types against the block's rules
// (postProblems), each item's shape, and each uploaded file: it exists, the author uploaded it (or
// it is the site's), and its content — read when it was uploaded (files/sniff-file.ts) — is of the
// item's type. A .pdf that is really a program never got stored; one named .pdf holding audio is refused here.
import { mediaShapeProblem, type PostMedia } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';

/** Throws BAD_REQUEST (shape, type) or FILE_NOT_FOUND unless every item of `media` may be posted by `author`. */
export async function assertPostableMedia(db: Db, author: Actor, media: readonly PostMedia[]): Promise<void> {
  for (const item of media) {
    const problem = mediaShapeProblem(item);
    if (problem) throw appError('BAD_REQUEST', problem);
  }
  const fileIds = media.flatMap((item) => (item.source === 'local' && item.fileId !== undefined ? [item.fileId] : []));
  if (fileIds.length === 0) return;
  const files = new Map((await db.selectFrom('files').select(['id', 'kind', 'accountId', 'isAsset']).where('id', 'in', fileIds).execute())
    .map((file) => [file.id, file]));
  for (const item of media) {
    if (item.source !== 'local') continue;
    const file = files.get(item.fileId!);
    if (!file || (!file.isAsset && file.accountId !== author.accountId)) throw appError('FILE_NOT_FOUND', `File ${item.fileId} does not exist or is not yours.`);
    if (file.kind !== item.type) throw appError('FILE_TYPE_NOT_ACCEPTED', `File ${item.fileId} is not a${item.type === 'image' || item.type === 'audio' ? 'n' : ''} ${item.type}.`);
  }
}
