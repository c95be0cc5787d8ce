import { createModelAjv } from '@tessera/schemas';
import { DEFAULT_BODY_LIMIT, routeAreas, type RouteDefinition } from '@tessera/schemas/contract';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, sessionToken } from '../testing/auth-helpers.ts';
import { BAD_HEADERS, BAD_PARAMS, BAD_QUERIES, badBodies } from '../testing/fuzz-cases.ts';
import { smallestInstance } from '../testing/request-schemas.ts';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.ts';
import { API_PREFIX } from './register-api.ts';
import { findUnstorableText } from './storable-text.ts';

// Issue 8, acceptance: every route of the API reference gets at least 30 malformed bodies, 30
// malformed parameters and 30 malformed headers. Nothing may answer 5xx or show a stack trace;
// every error is {error, message}; whatever the route's own schemas call malformed is a 4xx; and
// /api/v1/health answers within 100 ms throughout.

type Schema = Record<string, unknown>;
type Kind = 'body' | 'params' | 'headers';

interface Operation {
  route: RouteDefinition;
  /** The path parameters and query parameters the API reference lists. */
  pathParams: string[];
  queryParams: string[];
}

interface Case {
  kind: Kind;
  url: string;
  payload?: string;
  headers: Record<string, string>;
  /** The route's own schemas (or the boundary's limits) call it malformed: only a 4xx will do. */
  malformed: boolean;
}

const HEALTH_BUDGET_MS = 100;
const PER_KIND = 30;
const contractRoutes = Object.values(routeAreas).flatMap((area) => Object.values(area) as RouteDefinition[]);
// The schemas as written (not the server's compilers), with text coerced as parameters are.
const checker = createModelAjv({ coerceTypes: 'array' });
const validates = (schema: unknown, value: unknown): boolean => schema === undefined || checker.validate(schema as Schema, value) as boolean;

/** The API reference's operations, each with its contract route. */
function operationsOf(document: { paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string }> }>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => {
    const route = contractRoutes.find((r) => `${API_PREFIX}${r.path}` === path && r.method === method.toUpperCase());
    if (!route) throw new Error(`${method} ${path} is in the API reference but not in the contract`);
    const names = (place: string) => (operation.parameters ?? []).filter((p) => p.in === place).map((p) => p.name);
    return { route, pathParams: names('path'), queryParams: names('querystring').concat(names('query')) };
  }));
}

const propertyOf = (schema: unknown, name: string): Schema | undefined => ((schema as { properties?: Record<string, Schema> } | undefined)?.properties ?? {})[name];

/** A valid-looking value of each path parameter, and the URL with `replace` swapped in for one. */
function urlOf({ route, pathParams }: Operation, replace: { name: string; raw: string } | null = null, query = ''): string {
  let path = route.path;
  for (const name of pathParams) {
    const raw = replace?.name === name ? replace.raw : encodeURIComponent(String(smallestInstance(propertyOf(route.params, name) ?? {})));
    path = path.replace(`{${name}}`, raw);
  }
  const baseline = new URLSearchParams(requiredValues(route.query)).toString();
  return `${API_PREFIX}${path}${[baseline, query].filter(Boolean).length > 0 ? `?${[baseline, query].filter(Boolean).join('&')}` : ''}`;
}

/** Whether a body text is malformed for the route: not JSON, too deep, too large, unstorable text, or against its schema. */
function bodyIsMalformed(route: RouteDefinition, text: string): boolean {
  if (route.body === undefined) return false;
  if (Buffer.byteLength(text) > (route.bodyLimit ?? DEFAULT_BODY_LIMIT) || nestsDeeperThan(text, MAX_JSON_DEPTH)) return true;
  let value: unknown;
  try {
    // Fastify's parser (secure-json-parse) ignores a leading byte order mark, as RFC 8259 allows.
    value = JSON.parse(text.replace(/^\ufeff/, ''));
  } catch {
    return true;
  }
  return findUnstorableText(value) !== undefined || !validates(route.body, value);
}

/** The baseline value of each parameter `schema` requires. */
const requiredValues = (schema: unknown): Record<string, string> => Object.fromEntries(((schema as { required?: string[] } | undefined)?.required ?? [])
  .map((name) => [name, String(smallestInstance(propertyOf(schema, name) ?? {}))]));

/**
 * Whether a raw (percent-encoded) value of parameter `name` is malformed for `schema`, the others
 * being valid. A path that cannot be decoded is refused by the router; the query parser keeps
 * such a value as it came.
 */
function paramIsMalformed(schema: unknown, name: string, raw: string, place: 'path' | 'query'): boolean {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    if (place === 'path') return true;
    value = raw;
  }
  return findUnstorableText(value) !== undefined || !validates(schema, { ...requiredValues(schema), [name]: value });
}

function casesFor(operation: Operation): Case[] {
  const { route } = operation;
  const json = { 'content-type': 'application/json' };
  const baselineBody = route.body === undefined ? undefined : JSON.stringify(smallestInstance(route.body as object as Schema));
  const cases: Case[] = badBodies(baselineBody === undefined ? {} : JSON.parse(baselineBody))
    .map((payload) => ({ kind: 'body', url: urlOf(operation), payload, headers: json, malformed: bodyIsMalformed(route, payload) }));
  for (const name of operation.pathParams) {
    for (const raw of BAD_PARAMS) cases.push({ kind: 'params', url: urlOf(operation, { name, raw }), payload: baselineBody, headers: json, malformed: raw === '' || paramIsMalformed(route.params, name, raw, 'path') });
  }
  for (const name of operation.queryParams.length > 0 ? operation.queryParams : ['x']) {
    for (const raw of BAD_PARAMS) cases.push({ kind: 'params', url: urlOf(operation, null, `${name}=${raw}`), payload: baselineBody, headers: json, malformed: route.query !== undefined && paramIsMalformed(route.query, name, raw, 'query') });
  }
  for (const query of BAD_QUERIES) cases.push({ kind: 'params', url: urlOf(operation, null, query), payload: baselineBody, headers: json, malformed: false });
  for (const headers of BAD_HEADERS) {
    const rejectsToken = 'authorization' in headers && route.access === 'signedIn';
    cases.push({ kind: 'headers', url: urlOf(operation), payload: baselineBody, headers: { ...json, ...headers }, malformed: rejectsToken });
  }
  return cases;
}

/** What is wrong with a reply to `sent`, if anything. */
function problemWith(sent: Case, response: LightMyRequestResponse): string | null {
  const { statusCode: status, body } = response;
  if (status >= 500) return `answered ${status}: ${body.slice(0, 200)}`;
  if (/\n\s+at |node_modules|\.ts:\d+/.test(body)) return `shows a stack trace: ${body.slice(0, 200)}`;
  if (sent.malformed && (status < 400 || status >= 500)) return `answered ${status} to a malformed request`;
  if (status >= 400) {
    const reply = String(response.headers['content-type']).includes('json') ? response.json<Record<string, unknown>>() : null;
    if (typeof reply?.error !== 'string' || typeof reply.message !== 'string') return `answered ${status} without {error, message}: ${body.slice(0, 200)}`;
  }
  return null;
}

/**
 * GET /api/v1/health over and over until stopped: how long each answer took, as the lesser of the
 * wall time and the CPU time this process spent meanwhile. On an idle machine the two agree; on
 * a busy CI machine the wall time also counts other programs, while the CPU time still shows the
 * server's own work that stood in the way.
 */
function probeHealth(app: FastifyInstance): () => Promise<number[]> {
  let running = true;
  const took: number[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const { statusCode } = await app.inject({ url: '/api/v1/health' });
      const used = process.cpuUsage(cpu);
      took.push(statusCode === 200 ? Math.min(performance.now() - started, (used.user + used.system) / 1000) : Infinity);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return took;
  };
}

describeAppOnEachDatabase('fuzzing the API', (current) => {
  it('answers every malformed body, parameter and header of every route with a clean 4xx, and stays responsive', async () => {
    const { app } = current();
    const operations = operationsOf((await app.inject({ url: '/api/v1/openapi.json' })).json());
    expect(operations.length).toBe(contractRoutes.filter((route) => !route.site).length);

    // Sessions are opened directly: signing in again through /auth/login would meet the
    // credential throttle the fuzzing of that route sets off (429s, which are fine there).
    const signIn = async () => bearer(await sessionToken(current(), 'admin@fixture.test'));
    let token = await signIn();
    let loggedOut = false;
    const failures: string[] = [];
    const stopProbe = probeHealth(app);
    for (const operation of operations) {
      const { route } = operation;
      const cases = casesFor(operation);
      for (const kind of ['body', 'params', 'headers'] as const) {
        expect(cases.filter((c) => c.kind === kind).length, `${route.method} ${route.path}: ${kind} cases`).toBeGreaterThanOrEqual(PER_KIND);
      }
      const send = async (sent: Case): Promise<void> => {
        const request: InjectOptions = { method: route.method, url: sent.url, payload: sent.payload, headers: { ...token, ...sent.headers } };
        const response = await app.inject(request);
        const problem = problemWith(sent, response);
        if (problem) failures.push(`${route.method} ${route.path} ${sent.kind} ${sent.url.slice(0, 120)} ${(sent.payload ?? '').slice(0, 80)} ${JSON.stringify(sent.headers).slice(0, 120)}: ${problem}`);
        if (response.statusCode < 300 && route.path.startsWith('/logout')) loggedOut = true;
      };
      // A few at a time, as concurrent clients would (credential checks one at a time: each is
      // 50 ms of password hashing, which would crowd out the probe's CPU time); a logout that went
      // through ends the fuzzing session, so the next few sign in again.
      const atOnce = route.path.startsWith('/auth/') ? 1 : 4;
      for (let index = 0; index < cases.length; index += atOnce) {
        await Promise.all(cases.slice(index, index + atOnce).map(send));
        if (loggedOut) token = await signIn();
        loggedOut = false;
      }
    }
    const healthTimes = await stopProbe();
    expect(failures).toEqual([]);
    expect(healthTimes.length).toBeGreaterThan(20);
    const slowest = [...healthTimes].sort((a, b) => b - a).slice(0, 5).map((ms) => ms.toFixed(1));
    expect(Math.max(...healthTimes), `the slowest health answers (ms): ${slowest.join(', ')}`).toBeLessThan(HEALTH_BUDGET_MS);
  }, 120_000);
});
