import { DEFAULT_BODY_LIMIT, routeAreas, type RouteDefinition } from '@tessera/schemas/contract';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginToken } from '../testing/auth-helpers.ts';
import { arraysIn, largestInstance, smallestInstance } from '../testing/request-schemas.ts';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';
import { compileValidator } from './schema-compilers.ts';

// Issue 8, finding 1: one request must not stop the server. Every route whose body holds an array
// (found from the contract, so new ones are measured too) answers the largest body it accepts, and
// a body of its full size limit made of one huge array of bad items, in under 100 ms.

const BUDGET_MS = 100;
const routes = Object.values(routeAreas).flatMap((area) => Object.values(area) as RouteDefinition[]);
const withBody = routes.filter((route) => route.body !== undefined);
const arrayRoutes = withBody.filter((route) => arraysIn(route.body as object as Record<string, unknown>).length > 0);
const name = (route: RouteDefinition) => `${route.method} ${route.path}`;
/** The boundary's refusals of a request its schemas do not accept name the part: 'body/order must …'. */
const BOUNDARY_REFUSAL = /^(body|querystring|params)\b/;

/** The route's URL with every path parameter 1 and the smallest value of each required query parameter. */
function urlOf(route: RouteDefinition): string {
  const query = route.query ? smallestInstance(route.query as object as Record<string, unknown>) as Record<string, unknown> : {};
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return `/api/v1${route.path.replace(/\{\w+\}/g, '1')}${search ? `?${search}` : ''}`;
}
const bodyLimitOf = (route: RouteDefinition) => route.bodyLimit ?? DEFAULT_BODY_LIMIT;

/** `value` with its first array (depth first) replaced by `items`. */
function withFirstArray(value: unknown, items: unknown[]): unknown {
  if (Array.isArray(value)) return items;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = { ...value };
  for (const [key, item] of Object.entries(copy)) {
    const replaced = withFirstArray(item, items);
    if (replaced !== item) return { ...copy, [key]: replaced };
  }
  return value;
}

/** The route's largest accepted body, as JSON text. */
const worstBody = (route: RouteDefinition) => JSON.stringify(largestInstance(route.body as object as Record<string, unknown>));

/** JSON of the route's body limit whose first array holds ~limit/2 items of `0`, which no array of the API accepts that many of. */
function hugeArrayBody(route: RouteDefinition): string {
  const shell = JSON.stringify(withFirstArray(largestInstance(route.body as object as Record<string, unknown>), []));
  const count = Math.floor((bodyLimitOf(route) - shell.length - 16) / 2);
  return JSON.stringify(withFirstArray(JSON.parse(shell), Array.from({ length: count }, () => 0)));
}

describe('request bodies in the contract', () => {
  it('include the array routes of the API', () => {
    expect(arrayRoutes.map(name)).toEqual(expect.arrayContaining([
      'POST /audit/save', 'POST /structure/block/loadMultiple', 'POST /profile/collection', 'POST /files/getFiles',
    ]));
  });

  it.each(withBody.map((route) => [name(route), route] as const))('%s: every array its body may hold has a maxItems', (_, route) => {
    const unbounded = arraysIn(route.body as object as Record<string, unknown>).filter((schema) => typeof schema.maxItems !== 'number');
    expect(unbounded).toEqual([]);
  });

  it.each(arrayRoutes.map((route) => [name(route), route] as const))('%s: its largest body is valid and fits its body limit', (_, route) => {
    const validate = compileValidator(route.body as object, 'body');
    const body = worstBody(route);
    expect(validate(JSON.parse(body)), JSON.stringify(validate.errors)).toBe(true);
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(bodyLimitOf(route));
  });
});

describeAppOnEachDatabase('the worst bodies', (current) => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    headers = { ...bearer(await loginToken(current().app, 'admin@fixture.test')), 'content-type': 'application/json' };
  });

  /**
   * The least CPU time of three answers, after one to warm up. CPU time is what a request takes
   * from every other request (the event loop, and the embedded database that runs on it); wall
   * time would also count whatever else a busy CI machine is running.
   */
  async function leastCpuTime(app: FastifyInstance, route: RouteDefinition, payload: string) {
    const send = () => app.inject({ method: route.method, url: urlOf(route), headers, payload });
    let reply = await send(); // to warm up
    let best = Infinity;
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = process.cpuUsage();
      reply = await send();
      const used = process.cpuUsage(before);
      best = Math.min(best, (used.user + used.system) / 1000);
    }
    return { best, statusCode: reply.statusCode, message: reply.statusCode === 200 ? '' : reply.json<{ message: string }>().message };
  }

  it.each(arrayRoutes.map((route) => [name(route), route] as const))('%s answers its largest accepted body in under 100 ms', async (_, route) => {
    const { best, statusCode, message } = await leastCpuTime(current().app, route, worstBody(route));
    // A write whose largest body names records that do not exist (an order of 1,000 module ids)
    // is answered by its operation: what counts is that the body got past the boundary.
    if (statusCode !== 200) expect(message, `${statusCode}`).not.toMatch(BOUNDARY_REFUSAL);
    expect(statusCode).toBeLessThan(500);
    expect(best).toBeLessThan(BUDGET_MS);
  });

  it.each(arrayRoutes.map((route) => [name(route), route] as const))('%s refuses a body-limit-sized array of bad items in under 100 ms', async (_, route) => {
    const payload = hugeArrayBody(route);
    expect(Buffer.byteLength(payload)).toBeGreaterThan(bodyLimitOf(route) * 0.9);
    const { best, statusCode } = await leastCpuTime(current().app, route, payload);
    expect(statusCode).toBe(400);
    expect(best).toBeLessThan(BUDGET_MS);
  });
});
