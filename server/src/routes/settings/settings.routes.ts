// GET /settings and POST /settings/{name}: the site's settings.
import { settingsRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { settingsForReader } from '../../operations/site/settings-for-reader.ts';
import { updateSettings } from '../../operations/site/update-settings.ts';
import type { ServerContext } from '../../server-context.ts';

export const settingsHandlers = (ctx: ServerContext) => implementRoutes(settingsRoutes)({
  read: (request) => settingsForReader(ctx.cache, signedIn(request), request.query),
  change: (request) => updateSettings(ctx, signedIn(request), request.body),
});
