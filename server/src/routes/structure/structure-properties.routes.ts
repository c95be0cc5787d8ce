// POST structure/page/{id}/property and structure/module/{id}/property: admins and editors
// change one property of a page or module.
import type { structureRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import type { AreaImplementation } from '../../http/serve-routes.ts';
import { setModuleProperty } from '../../operations/structure/set-module-property.ts';
import { setPageProperty } from '../../operations/structure/set-page-property.ts';
import type { ServerContext } from '../../server-context.ts';

type PropertyRoutes = Pick<AreaImplementation<typeof structureRoutes>, 'setPageProperty' | 'setModuleProperty'>;

/**
 * The structure area's property writes (structure.routes.ts serves them with the reads). The
 * operations check the permission themselves (no hook): a member who sends a malformed body is
 * told what the public API reference already says about it, and learns nothing of the stored
 * page or module (its existence, its slugs) before being refused.
 */
export const structurePropertyHandlers = (ctx: ServerContext): PropertyRoutes => ({
  setPageProperty: (request) => setPageProperty(ctx, signedIn(request), request.params.id, request.body),
  setModuleProperty: (request) => setModuleProperty(ctx, signedIn(request), request.params.id, request.body),
});
