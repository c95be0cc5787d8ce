// The API under /api/v1: public routes in one scope, and every signed-in route in one child scope
// whose single onRequest hook signs the request in; unknown paths answer a JSON 404.
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { appError } from '../errors.ts';
import { serveRoutes, type ImplementedRoute } from './serve-routes.ts';

export const API_PREFIX = '/api/v1';

/** Registers `routes` under /api/v1, each in the scope its contract access names. */
export async function registerApi(app: FastifyInstance, routes: readonly ImplementedRoute[], requireSignIn: onRequestAsyncHookHandler): Promise<void> {
  const misplaced = routes.find(({ route }) => route.site);
  if (misplaced) throw new Error(`${misplaced.route.method} ${misplaced.route.path} is a site route, not an API route`);
  await app.register(async (api) => {
    serveRoutes(api, routes, 'public');
    await api.register(async (signedInApi) => {
      signedInApi.addHook('onRequest', requireSignIn);
      serveRoutes(signedInApi, routes, 'signedIn');
    });
    api.setNotFoundHandler(() => {
      throw appError('ROUTE_NOT_FOUND');
    });
  }, { prefix: API_PREFIX });
  // Addresses under /api outside /api/v1 (another version, or a path whose dot segments climbed
  // out of /api/v1, as `/api/v1/%2e%2e/…` does) are API addresses too: a JSON 404, never the site's page.
  await app.register(async (outside) => {
    outside.setNotFoundHandler(() => {
      throw appError('ROUTE_NOT_FOUND');
    });
  }, { prefix: '/api' });
}
