// POST /templates/check: what the browser cannot check itself (handlebars compiles templates into
// functions, which the app's Content-Security-Policy forbids).
import { templateRoutes } from '@tessera/schemas/contract';
import { implementRoutes } from '../../http/serve-routes.ts';
import { templateRenders } from './template-renders.ts';

export const templateHandlers = () => implementRoutes(templateRoutes)({
  check: async (request) => ({ renders: templateRenders(request.body.template) }),
});
