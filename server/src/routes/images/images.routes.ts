// GET /image, /document, /audio, /video ?id=N: a stored file's bytes. Site assets are public;
// uploads need the image access token (?token=). Images take ?thumb=1 and ?width=N for a thumbnail.
import { DEFAULT_THUMBNAIL_WIDTH, thumbnailWidthFor, type MediaQuery } from '@tessera/schemas';
import { imageRoutes } from '@tessera/schemas/contract';
import type { FastifyReply } from 'fastify';
import { appError } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { imageAccessTokens, IMAGE_TOKEN_PURPOSE } from '../../files/image-access-token.ts';
import { imageSize, makeThumbnails, readThumbnail } from '../../files/thumbnails.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { maySeeFile } from '../../operations/files/file-info.ts';
import { readFileMeta, type StoredFile } from '../../operations/files/read-file.ts';
import type { ServerContext } from '../../server-context.ts';
import { fileHeaders, sendStoredFile } from './send-stored-file.ts';

/** Images sharp scales (an SVG scales itself). */
const SCALABLE = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif']);

/** The thumbnail `query` asks for, made now if it was not made before; null when the original serves. */
async function thumbnailOf(store: FileStore, file: StoredFile, query: MediaQuery) {
  if ((!query.thumb && query.width === undefined) || !SCALABLE.has(file.mime)) return null;
  // Site assets imported before thumbnails existed have no recorded width: read it from the bytes.
  const original = file.width === null ? await store.get(file.sha256) : null;
  const size = file.width === null ? original && await imageSize(original) : { width: file.width, height: 0 };
  if (!size) return null;
  const width = thumbnailWidthFor(query.width ?? DEFAULT_THUMBNAIL_WIDTH, size.width);
  if (width === null) return null;
  const made = await readThumbnail(store, file.sha256, width);
  if (made) return { ...made, width };
  const source = original ?? await store.get(file.sha256);
  if (!source) return null;
  await makeThumbnails(store, file.sha256, source, size);
  const thumbnail = await readThumbnail(store, file.sha256, width);
  return thumbnail && { ...thumbnail, width };
}

export const imageHandlers = (ctx: ServerContext) => {
  const tokens = imageAccessTokens(ctx.purposeKey(IMAGE_TOKEN_PURPOSE));

  async function media(request: { query: MediaQuery }, reply: FastifyReply) {
    const { query } = request;
    const file = await readFileMeta(ctx.db, query.id);
    if (!file) throw appError('FILE_NOT_FOUND');
    const reader = query.token === undefined ? null : await tokens.verify(query.token);
    if (!maySeeFile(reader, file)) throw appError('NOT_SIGNED_IN', 'This file needs a valid image access token (GET /user/image_access_token).');
    const thumbnail = await thumbnailOf(ctx.files, file, query);
    if (thumbnail) return fileHeaders(reply, file, thumbnail.mime, `${file.sha256}-w${thumbnail.width}`).send(thumbnail.bytes);
    return sendStoredFile(ctx.files, reply, file);
  }
  return implementRoutes(imageRoutes)({ image: media, document: media, audio: media, video: media });
};
