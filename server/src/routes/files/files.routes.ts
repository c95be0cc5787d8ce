// POST /files/getFiles: what the runtime needs to show stored files (it batches its lookups).
import { fileRoutes } from '@tessera/schemas/contract';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readFiles } from '../../operations/files/read-files.ts';
import type { ServerContext } from '../../server-context.ts';

export const fileHandlers = (ctx: ServerContext) => implementRoutes(fileRoutes)({
  getFiles: async (request) => ({ files: await readFiles(ctx.db, request.body.fileIds) }),
});
