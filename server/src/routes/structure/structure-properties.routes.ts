// POST structure/page/{id}/property and structure/module/{id}/property: admins and editors
// change one property of a page or module.
import type { FastifyPluginAsync } from 'fastify';
import type { Module, ModulePropertyBody, Page, PagePropertyBody } from '@tessera/schemas';
import { signedIn } from '../../auth/authenticate.ts';
import { bearerAuth, ref, replies } from '../../http/reply-schemas.ts';
import { setModuleProperty } from '../../operations/structure/set-module-property.ts';
import { setPageProperty } from '../../operations/structure/set-page-property.ts';
import type { RouteOptions } from '../../server-context.ts';
import { idParams } from './id-params.ts';

export const structurePropertyRoutes: FastifyPluginAsync<RouteOptions> = async (app, { ctx }) => {
  app.addHook('onRequest', ctx.requireSignIn);
  const common = { tags: ['structure'], security: bearerAuth, params: idParams };

  app.post<{ Params: { id: number }; Body: PagePropertyBody; Reply: Page }>('/structure/page/:id/property', {
    schema: {
      ...common, summary: 'Sets one property of a page (admins and editors)',
      body: ref('api', 'pagePropertyBody'), response: replies(ref('page'), 400, 401, 403, 404, 409),
    },
  }, (request) => setPageProperty(ctx, signedIn(request), request.params.id, request.body));

  app.post<{ Params: { id: number }; Body: ModulePropertyBody; Reply: Module }>('/structure/module/:id/property', {
    schema: {
      ...common, summary: 'Sets one property of a module (admins and editors)',
      body: ref('api', 'modulePropertyBody'), response: replies(ref('module'), 400, 401, 403, 404, 409),
    },
  }, (request) => setModuleProperty(ctx, signedIn(request), request.params.id, request.body));
};
