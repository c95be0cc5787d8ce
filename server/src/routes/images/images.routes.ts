// GET /image?id=N: a stored file's bytes. Site assets are public; access tokens come later.
import type { FastifyPluginAsync } from 'fastify';
import { appError } from '../../errors.ts';
import { replies } from '../../http/reply-schemas.ts';
import { readFileMeta } from '../../operations/files/read-file.ts';
import type { RouteOptions } from '../../server-context.ts';

export const imageRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.get<{ Querystring: { id: number } }>('/image', {
    schema: {
      summary: 'A file by id', tags: ['files'],
      querystring: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
      response: { ...replies({ description: 'The file', content: { 'image/*': { schema: {} } } }, 400, 404) },
    },
  }, async (request, reply) => {
    const file = await readFileMeta(ctx.db, request.query.id);
    const bytes = file && await ctx.files.get(file.sha256);
    if (!file || !bytes) throw appError('FILE_NOT_FOUND');
    // Content-addressed bytes never change under an id; SVGs are sandboxed so they cannot run script.
    return reply.type(file.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${file.sha256}"`)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
};
