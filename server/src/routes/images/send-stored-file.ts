// Sends a stored file's bytes, streamed from the file store (a 100 MB document is never held in memory).
import type { FastifyReply } from 'fastify';
import { appError } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { FILE_POLICY } from '../../http/security-headers.ts';
import type { StoredFile } from '../../operations/files/read-file.ts';

/**
 * Site assets may be cached by anyone; uploads only by the member's browser. Either way the bytes
 * under an id never change (content-addressed), so they are cached for good.
 */
export const cacheControlOf = (file: Pick<StoredFile, 'isAsset'>): string =>
  `${file.isAsset ? 'public' : 'private'}, max-age=31536000, immutable`;

/** Sets what every stored file's reply carries: its type, caching, validator and sandbox. */
export function fileHeaders(reply: FastifyReply, file: Pick<StoredFile, 'isAsset'>, type: string, etag: string): FastifyReply {
  return reply.type(type)
    .header('cache-control', cacheControlOf(file))
    .header('etag', `"${etag}"`)
    .header('content-security-policy', FILE_POLICY);
}

/** Streams the file; `attachment` makes browsers save it under its name rather than show it. */
export async function sendStoredFile(store: FileStore, reply: FastifyReply, file: StoredFile, { attachment = false } = {}): Promise<FastifyReply> {
  const opened = await store.open(file.sha256);
  if (!opened) throw appError('FILE_NOT_FOUND');
  fileHeaders(reply, file, file.mime, file.sha256).header('content-length', opened.size);
  if (attachment) reply.header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  return reply.send(opened.stream);
}
