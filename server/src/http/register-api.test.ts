import { routeAreas, type RouteDefinition } from '@tessera/schemas/contract';
import { expect, it } from 'vitest';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';
import { API_PREFIX } from './register-api.ts';
import { fastifyPath } from './serve-routes.ts';

const contractRoutes: RouteDefinition[] = Object.values(routeAreas).flatMap((area) => Object.values(area as Record<string, RouteDefinition>));
const urlOf = (route: RouteDefinition) => `${route.site ? '' : API_PREFIX}${fastifyPath(route.path)}`;

describeAppOnEachDatabase('the API from the contract', (current) => {
  it.each(contractRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))('serves %s', (_, route) => {
    expect(current().app.hasRoute({ method: route.method, url: urlOf(route) })).toBe(true);
  });

  it('asks every signed-in route for a token, in one scope, and no public one', async () => {
    const { app } = current();
    // Parameters filled with values that pass validation, so only sign-in can refuse.
    const sample = (route: RouteDefinition) => urlOf(route).replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '1' : name === 'name' ? 'general' : 'x'));
    for (const route of contractRoutes.filter((candidate) => !candidate.site)) {
      const response = await app.inject({ method: route.method, url: sample(route), ...(route.method === 'POST' && { payload: {} }) });
      const refusedSignIn = response.statusCode === 401 && response.json<{ message: string }>().message === 'Sign in to continue.';
      expect([route.path, refusedSignIn]).toEqual([route.path, route.access === 'signedIn']);
    }
  });
});
