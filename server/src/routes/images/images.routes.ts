// GET /image?id=N: a stored file's bytes. Site assets are public; access tokens come later.
import { imageRoutes } from '@tessera/schemas/contract';
import type { FastifyReply } from 'fastify';
import { appError } from '../../errors.ts';
import { FILE_POLICY } from '../../http/security-headers.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readFileMeta } from '../../operations/files/read-file.ts';
import type { ServerContext } from '../../server-context.ts';

export const imageHandlers = (ctx: ServerContext) => {
  const media = async (request: { query: { id: number } }, reply: FastifyReply) => {
    const file = await readFileMeta(ctx.db, request.query.id);
    const bytes = file && await ctx.files.get(file.sha256);
    if (!file || !bytes) throw appError('FILE_NOT_FOUND');
    // Content-addressed bytes never change under an id.
    return reply.type(file.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${file.sha256}"`)
      .header('content-security-policy', FILE_POLICY)
      .send(bytes);
  };
  return implementRoutes(imageRoutes)({ image: media, document: media, audio: media, video: media });
};
