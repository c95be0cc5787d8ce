import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';
import { templateRenders } from './template-renders.ts';

describe('templateRenders', () => {
  it('passes templates that compile and render with empty data', () => {
    for (const template of ['Hello {{name}}', 'https://example.org/{{id}}', '{{#if a}}yes{{else}}no{{/if}}', '{{#each items}}{{this}}{{/each}}', 'plain text']) {
      expect(templateRenders(template), template).toBe(true);
    }
  });

  it('fails templates that do not compile or need what empty data lacks (partials, unknown helpers)', () => {
    for (const template of ['{{#if}}', '{{name', '{{#each items}}', '{{> header}}', '{{shout name}}']) {
      expect(templateRenders(template), template).toBe(false);
    }
  });
});

describeAppOnEachDatabase('POST /templates/check', (current) => {
  let member: { authorization: string };
  beforeAll(async () => {
    member = bearer(await loginToken(current().app, 'member@fixture.test'));
  });
  const check = (payload: object, headers: Record<string, string> = member) => current().app.inject({ method: 'POST', url: '/api/v1/templates/check', headers, payload });

  it('answers whether a template renders', async () => {
    expect((await check({ template: 'Hi {{name}}' })).json()).toEqual({ renders: true });
    expect((await check({ template: '{{#if}}' })).json()).toEqual({ renders: false });
  });

  it('wants a signed-in caller and a bounded template', async () => {
    expect((await check({ template: 'x' }, {})).statusCode).toBe(401);
    expect((await check({ template: 'x'.repeat(10001) })).statusCode).toBe(400);
  });
});
