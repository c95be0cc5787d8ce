// Grants kept on modules, pages and blocks: GET structure/permissions, GET and POST
// structure/permissions/{itemId}?kind=.
import { structurePermissionRoutes } from '@tessera/schemas/contract';
import { signedIn } from '../../auth/authenticate.ts';
import { implementRoutes } from '../../http/serve-routes.ts';
import { readItemPermissions, readStructurePermissions } from '../../operations/item-permissions/read-item-permissions.ts';
import { setItemPermissions } from '../../operations/item-permissions/set-item-permissions.ts';
import type { ServerContext } from '../../server-context.ts';

export const structurePermissionHandlers = (ctx: ServerContext) => implementRoutes(structurePermissionRoutes)({
  structurePermissions: (request) => readStructurePermissions(ctx.db, signedIn(request)),
  itemPermissions: (request) => readItemPermissions(ctx.db, signedIn(request), { kind: request.query.kind, id: request.params.itemId }),
  setItemPermissions: (request) => setItemPermissions(ctx, signedIn(request), { kind: request.query.kind, id: request.params.itemId }, request.body.permissions),
});
