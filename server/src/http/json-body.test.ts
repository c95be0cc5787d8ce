import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { handleError } from './error-handler.ts';
import { MAX_JSON_DEPTH, nestsDeeperThan, parseJsonBodiesWithinDepth } from './json-body.ts';

const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;

describe('nestsDeeperThan', () => {
  it('counts objects and arrays inside each other', () => {
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan('["[[[[", "\\"[[[[", "\\\\", []]', 2)).toBe(false);
  });
});

describe('JSON bodies', () => {
  async function echoApp() {
    const app = Fastify();
    app.setErrorHandler(handleError);
    parseJsonBodiesWithinDepth(app);
    app.post('/echo', { bodyLimit: 1024 * 1024 }, (request) => ({ received: typeof request.body }));
    return app;
  }
  const post = async (payload: string) => (await echoApp()).inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

  it(`accepts ${MAX_JSON_DEPTH} levels`, async () => {
    expect((await post(nested(MAX_JSON_DEPTH))).statusCode).toBe(200);
  });

  it('answers 400 to deeper bodies before parsing them, however deep (no stack overflow)', async () => {
    for (const depth of [MAX_JSON_DEPTH + 1, 4_500, 200_000]) {
      const response = await post(nested(depth));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Bad Request', message: `The body nests objects or arrays more than ${MAX_JSON_DEPTH} levels deep.` });
    }
  });

  it('still refuses what Fastify refuses: bad JSON, an empty body, prototype poisoning', async () => {
    for (const payload of ['{"a":', '', '{"__proto__":{"admin":true}}']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) });
    }
  });
});
