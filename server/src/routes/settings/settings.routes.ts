// GET /settings and POST /settings/{name}: the site's settings.
import { settingsRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { appError } from '../../errors.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { updateSettings } from '../../operations/site/update-settings.ts';
import type { ServerContext } from '../../server-context.ts';

export const settingsHandlers = (ctx: ServerContext) => implementRoutes(settingsRoutes)({
  read: () => ctx.cache.settings(),
  async change(request) {
    if (!signedIn(request).isAdmin) throw appError('NOT_ALLOWED', 'Only admins may change the settings.');
    return updateSettings(ctx, request.body.changes);
  },
});
