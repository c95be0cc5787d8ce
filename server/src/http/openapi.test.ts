import { expect, it } from 'vitest';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';

describeAppOnEachDatabase('the API reference', (current) => {
  it('publishes an OpenAPI 3.1 document of every API route whose $refs all resolve', async () => {
    const response = await current().app.inject({ url: '/api/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } }>();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining([
      '/api/v1/auth/login', '/api/v1/auth/tradeSecret', '/api/v1/auth/refresh', '/api/v1/logout', '/api/v1/init',
      '/api/v1/structure', '/api/v1/structure/page/{id}', '/api/v1/profile/meta/upsert', '/api/v1/i18n/{language}',
      '/api/v1/user', '/api/v1/user/permissions', '/api/v1/user/deviceKeepalive', '/api/v1/settings', '/api/v1/settings/{name}',
      '/api/v1/profile/collection', '/api/v1/files/getFiles', '/api/v1/audit/save', '/api/v1/audit/getLogTypes',
      '/api/v1/structure/page/{id}/property', '/api/v1/structure/module/{id}/property',
    ]));
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
    const refs = [...response.body.matchAll(/"\$ref":"([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(refs.length).toBeGreaterThan(20);
    // Each a JSON Pointer into this document: a component, or a part of one.
    const resolves = (ref: string) => ref.startsWith('#/components/schemas/') && ref.slice(2).split('/')
      .map((token) => token.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, token) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[token] : undefined), document) !== undefined;
    const unresolved = refs.filter((ref) => !resolves(ref));
    expect(unresolved).toEqual([]);
  });

  it('serves a readable reference page from this server', async () => {
    const { app } = current();
    const page = await app.inject({ url: '/api/v1/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/(?:src|href)="https?:\/\//);
    expect((await app.inject({ url: '/api/v1/docs/static/swagger-ui.css' })).statusCode).toBe(200);
  });

  it('answers unknown API routes with a JSON 404, also under /api outside /api/v1', async () => {
    for (const url of ['/api/v1/nothing/here', '/api/v2/profile/1', '/api/v1/%2e%2e/0/slug/x/validate']) {
      const response = await current().app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ error: 'Not Found', message: 'There is no such API route.' });
    }
  });
});
