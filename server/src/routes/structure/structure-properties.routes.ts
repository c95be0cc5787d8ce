// POST structure/page/{id}/property and structure/module/{id}/property: admins and editors
// change one property of a page or module.
import type { structureRoutes } from '@tessera/schemas/contract';
import type { FastifyRequest } from 'fastify';
import { signedIn } from '../../auth/authenticate.ts';
import { mayEditStructure } from '../../auth/permissions.ts';
import { appError } from '../../errors.ts';
import type { AreaImplementation } from '../../http/serve-routes.ts';
import { setModuleProperty } from '../../operations/structure/set-module-property.ts';
import { setPageProperty } from '../../operations/structure/set-page-property.ts';
import type { ServerContext } from '../../server-context.ts';

async function requireEditor(request: FastifyRequest): Promise<void> {
  if (!mayEditStructure(signedIn(request))) throw appError('NOT_ALLOWED', 'Only admins and editors may change the structure.');
}

type PropertyRoutes = Pick<AreaImplementation<typeof structureRoutes>, 'setPageProperty' | 'setModuleProperty'>;

/** The structure area's property writes (structure.routes.ts serves them with the reads). */
export const structurePropertyHandlers = (ctx: ServerContext): PropertyRoutes => ({
  // Before validation, so those who may not write learn nothing from the validation errors.
  setPageProperty: { preValidation: requireEditor, handler: (request) => setPageProperty(ctx, request.params.id, request.body) },
  setModuleProperty: { preValidation: requireEditor, handler: (request) => setModuleProperty(ctx, request.params.id, request.body) },
});
