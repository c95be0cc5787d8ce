// POST /files/getFiles: what the runtime needs to show stored files (it batches its lookups).
import { fileRoutes } from '@tessera/schemas/contract';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readFiles } from '../../operations/files/read-files.ts';
import type { ServerContext } from '../../server-context.ts';

export const fileHandlers = (ctx: ServerContext) => implementRoutes(fileRoutes)({
  getFiles: async (request) => ({ files: await readFiles(ctx.db, request.body.fileIds) }),
  // Declared in the contract first (for the browser's uploader); implemented in the next commits.
  uploadImage: notYet, assetUpload: notYet, saveFileData: notYet, fileList: notYet, download: notYet, deleteFile: notYet, imageAccessToken: notYet,
});

async function notYet(): Promise<never> {
  throw appError('ROUTE_NOT_FOUND');
}
