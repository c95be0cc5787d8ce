import { createModelAjv } from '@tessera/schemas';
import { routeAreas, type RouteDefinition } from '@tessera/schemas/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { DEMO_PASSWORD, DEMO_SITE_DIR } from '../../testing/demo-site.ts';
import { smallestInstance } from '../../testing/request-schemas.ts';
import { structureDump } from '../../testing/structure-dump.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

// Issue 10, acceptance: a member is refused every structure write (403, nothing changed), and
// editor@demo.test may do what its grants on the Learn module allow, and nothing else.

type Schema = Record<string, unknown>;
const contractRoutes = Object.values(routeAreas).flatMap((area) => Object.values(area) as RouteDefinition[]);
/** Structure routes that take a body to read, not to write. */
const READS_BY_POST = new Set(['POST /structure/block/loadMultiple']);
const structureWrites = contractRoutes.filter((route) => route.path.startsWith('/structure') && route.method !== 'GET' && !READS_BY_POST.has(`${route.method} ${route.path}`));
const checker = createModelAjv({ coerceTypes: 'array' });

/** A well-formed request for `route`: the smallest value of each parameter and of the body. */
function wellFormed(route: RouteDefinition): { url: string; payload?: unknown } {
  const params = (route.params ? smallestInstance(route.params as object as Schema) : {}) as Record<string, unknown>;
  const query = (route.query ? smallestInstance(route.query as object as Schema) : {}) as Record<string, unknown>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  const payload = route.body ? smallestInstance(route.body as object as Schema) : undefined;
  return { url: `/api/v1${path}${search ? `?${search}` : ''}`, ...(payload === undefined ? {} : { payload }) };
}

describeAppOnEachDatabase('structure writes and grants', (current) => {
  let as: Record<'ada' | 'editor', { authorization: string }>;
  const inject = (method: string, url: string, headers: { authorization: string }, payload?: unknown) =>
    current().app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const idOf = async (table: 'modules' | 'pages', key: string) => (await current().db.selectFrom(table).select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    const { app } = current();
    as = { ada: bearer(await loginToken(app, 'ada@demo.test', DEMO_PASSWORD)), editor: bearer(await loginToken(app, 'editor@demo.test', DEMO_PASSWORD)) };
  });

  describe('a member', () => {
    it('walks every structure write of the contract, each declaring its permission', () => {
      expect(structureWrites.length).toBeGreaterThanOrEqual(14);
      expect(structureWrites.filter((route) => !route.permission).map((route) => `${route.method} ${route.path}`)).toEqual([]);
    });

    it.each(structureWrites.map((route) => [`${route.method} ${route.path}`, route] as const))('is refused %s with 403, and nothing changes', async (_, route) => {
      const { url, payload } = wellFormed(route);
      if (route.body) expect(checker.validate(route.body as object, payload), `the walk's body for ${route.path} is well-formed`).toBe(true);
      const before = await structureDump(current().db);
      const response = await current().app.inject({ method: route.method, url, headers: as.ada, ...(payload === undefined ? {} : { payload: payload as object }) });
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ error: 'Forbidden', message: expect.any(String) });
      expect(await structureDump(current().db)).toBe(before);
    });

    it('is told it may not edit anything, and reads no grants', async () => {
      const permissions = (await inject('GET', '/user/permissions', as.ada)).json<{ visiblePermissions: string[] }>();
      expect(permissions.visiblePermissions).toEqual([]);
      expect((await inject('GET', '/structure/permissions', as.ada)).json()).toEqual({ items: [] });
      expect((await inject('GET', '/structure/module/adminView', as.ada)).statusCode).toBe(403);
    });
  });

  describe('editor@demo.test, with grants on Learn', () => {
    it('reads the grants and is told which controls to show', async () => {
      const learn = await idOf('modules', 'learn');
      const grants = (await inject('GET', `/structure/permissions/${learn}?kind=module`, as.editor)).json<{ permissions: Array<{ action: string }> }>();
      expect(grants.permissions.map((p) => p.action)).toContain('addChildren');
      const init = (await inject('GET', '/init', as.editor)).json<{ visiblePermissions: string[]; permissions: Array<{ action: string; subject: string; within?: unknown }> }>();
      expect(init.visiblePermissions).toEqual(expect.arrayContaining(['manageEditMode', 'manageSettings', 'manageVisibility', 'manageDesign']));
      expect(init.visiblePermissions).not.toContain('managePermissions');
      expect(init.permissions).toContainEqual({ action: 'update', subject: 'items.blocks', within: { kind: 'module', id: learn } });
    });

    it('changes the Learn module and its pages: settings, order, a new page, its blocks, its deletion', async () => {
      const learn = await idOf('modules', 'learn');
      const [classes, mentoring, resources] = [await idOf('pages', 'classes'), await idOf('pages', 'mentoring'), await idOf('pages', 'resources')];
      expect((await inject('POST', `/structure/module/${learn}`, as.editor, { module: { name: 'Learn with us' } })).statusCode).toBe(200);
      expect((await inject('POST', '/structure/page/order', as.editor, { moduleId: learn, order: [resources, classes, mentoring] })).statusCode).toBe(200);
      expect((await inject('POST', `/structure/page/${classes}`, as.editor, { page: { hideFromNav: true } })).statusCode).toBe(200);
      expect((await inject('POST', `/structure/page/${classes}/property`, as.editor, { key: 'hideFromNav', value: false })).statusCode).toBe(200);
      const page = (await inject('GET', `/structure/page/${mentoring}`, as.editor)).json<{ positions: { 'col-0': number[] } }>();
      const top = page.positions['col-0'];
      const reordered = await inject('POST', `/structure/page/${mentoring}/addChildren/0`, as.editor, { childrenIds: [...top].reverse() });
      expect(reordered.statusCode, reordered.body).toBe(200);
      const created = await inject('PUT', '/structure/page', as.editor, { moduleId: learn, page: { name: 'Workshops for kids', slug: 'kids' }, index: 1 });
      expect(created.statusCode, created.body).toBe(200);
      const kids = created.json<{ id: number }>().id;
      // Learn's grants reach the new page too.
      expect((await inject('POST', `/structure/page/${kids}`, as.editor, { page: { width: 'fluid' } })).statusCode).toBe(200);
      expect((await inject('DELETE', `/structure/page/${learn}/${kids}`, as.editor)).statusCode).toBe(200);
    });

    it('is refused everything else, and nothing changes', async () => {
      const [learn, workshop] = [await idOf('modules', 'learn'), await idOf('modules', 'workshop')];
      const [classes, hours] = [await idOf('pages', 'classes'), await idOf('pages', 'opening-hours')];
      const workshopPages = (await inject('GET', `/structure/module/${workshop}`, as.editor)).json<{ childIds: number[] }>().childIds;
      const before = await structureDump(current().db);
      const refused: Array<[string, string, unknown?]> = [
        ['POST', `/structure/module/${workshop}`, { module: { name: 'Mine' } }],
        ['POST', `/structure/module/${workshop}/property`, { key: 'name', value: 'Mine' }],
        ['POST', '/structure/page/order', { moduleId: workshop, order: [...workshopPages].reverse() }],
        ['PUT', '/structure/page', { moduleId: workshop, page: { name: 'Mine', slug: 'mine' } }],
        ['POST', `/structure/page/${hours}`, { page: { name: 'Mine' } }],
        ['POST', `/structure/page/${hours}/property`, { key: 'name', value: 'Mine' }],
        ['DELETE', `/structure/page/${workshop}/${hours}`],
        ['POST', `/structure/page/${hours}/addChildren/0`, { childrenIds: [1] }],
        ['PUT', '/structure/module', { module: { name: 'Mine', slug: 'mine' } }],
        ['POST', '/structure/module/order', { order: [learn, workshop] }],
        ['DELETE', `/structure/module/${learn}`],
        ['POST', `/structure/module/${learn}/moveChild/${classes}/target/${workshop}`],
        ['POST', `/structure/module/${workshop}/moveChild/${hours}/target/${learn}`],
        ['POST', `/structure/permissions/${learn}?kind=module`, { permissions: [] }],
      ];
      for (const [method, url, payload] of refused) {
        const response = await inject(method, url, as.editor, payload);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
      }
      expect(await structureDump(current().db)).toBe(before);
    });
  });
}, { siteDir: DEMO_SITE_DIR });
