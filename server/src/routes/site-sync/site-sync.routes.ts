// GET /site/files and POST /site/apply: the site as files, for the `tessera` CLI.
import { siteSyncRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { applySiteFiles } from '../../operations/site-sync/apply-site-files.ts';
import { exportSite } from '../../operations/site-sync/export-site.ts';
import type { ServerContext } from '../../server-context.ts';

export const siteSyncHandlers = (ctx: ServerContext) => implementRoutes(siteSyncRoutes)({
  files: (request) => exportSite(ctx, ctx.files, signedIn(request), request.query),
  apply: (request) => applySiteFiles(ctx, ctx.files, signedIn(request), request.body),
});
