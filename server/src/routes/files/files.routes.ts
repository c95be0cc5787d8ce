// POST /files/getFiles: what the runtime needs to show stored files (it batches its lookups).
import type { FastifyPluginAsync } from 'fastify';
import type { GetFilesBody, GetFilesReply } from '@tessera/schemas';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import { readFiles } from '../../operations/files/read-files.ts';
import type { RouteOptions } from '../../server-context.ts';

export const fileRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.post<{ Body: GetFilesBody; Reply: GetFilesReply }>('/files/getFiles', {
    onRequest: ctx.requireSignIn,
    schema: {
      summary: 'Several files by id; unknown ids are left out', tags: ['files'], security: bearerAuth,
      body: ref('api', 'getFilesBody'), response: replies(ref('api', 'getFilesReply'), 400, 401),
    },
  }, async (request) => ({ files: await readFiles(ctx.db, request.body.fileIds) }));
};
