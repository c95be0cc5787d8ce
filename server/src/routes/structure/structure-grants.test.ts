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
const READS_BY_POST = new Set(['POST /structure/block/loadMultiple', 'POST /structure/field/default/getMany']);
// Posts under /structure/block/{id} are members' writes with rights of their own (routes/posts tests them).
const structureWrites = contractRoutes.filter((route) => route.path.startsWith('/structure') && route.method !== 'GET' && !READS_BY_POST.has(`${route.method} ${route.path}`)
  && !route.tags.includes('posts'));
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
  let as: Record<'ada' | 'editor' | 'admin', { authorization: string }>;
  const inject = (method: string, url: string, headers: { authorization: string }, payload?: unknown) =>
    current().app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const idOf = async (table: 'modules' | 'pages', key: string) => (await current().db.selectFrom(table).select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  const blockOf = async (pageId: number, key: string) =>
    (await current().db.selectFrom('blocks').select('id').where('pageId', '=', pageId).where('key', '=', key).executeTakeFirstOrThrow()).id;
  /** Where a block stands at the top of a page or in a block's column. */
  const onPage = (pageId: number, col = 0, index?: number) => ({ parentType: 'page', parentId: pageId, col, ...(index !== undefined && { index }) });
  const inBlock = (blockId: number, col: number, index?: number) => ({ parentType: 'block', parentId: blockId, col, ...(index !== undefined && { index }) });
  const ok = async (method: string, url: string, payload?: unknown) => {
    const response = await inject(method, url, as.editor, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    return response.json<{ id: number; token: string; deleted: boolean }>();
  };

  beforeAll(async () => {
    const { app } = current();
    const signIn = async (email: string) => bearer(await loginToken(app, email, DEMO_PASSWORD));
    as = { ada: await signIn('ada@demo.test'), editor: await signIn('editor@demo.test'), admin: await signIn('admin@demo.test') };
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

    it('makes every block and field write on a Learn page', async () => {
      const [mentoring, resources] = [await idOf('pages', 'mentoring'), await idOf('pages', 'resources')];
      const sides = await blockOf(mentoring, 'sides');
      const block = (await ok('PUT', '/structure/block', { pageId: mentoring, block: { type: 'heading', options: { text: 'Drop-in', level: 2 } }, colIndex: 0, index: 0 })).id;
      await ok('POST', '/structure/block', { blocks: [{ id: block, title: 'Drop-in' }] });
      await ok('POST', `/structure/block/${block}`, { block: { title: 'Drop-in sessions' } });
      await ok('POST', `/structure/block/${block}/property`, { key: 'showTitle', value: true });
      const field = (await ok('PUT', '/structure/field', { field: { key: 'level', type: 'text' }, itemId: block, itemType: 'block' })).id;
      await ok('PUT', `/structure/block/${block}/addField/${field}`);
      await ok('POST', '/structure/field', { fieldId: field, field: { key: 'level', type: 'text', default: 'beginner' } });
      await ok('DELETE', `/structure/field/${field}/block/${block}`);
      await ok('PUT', '/structure/field', { fieldId: field, itemId: block, itemType: 'block' });
      await ok('DELETE', `/structure/field/${field}`);
      await ok('POST', '/structure/block/move', { fromPageId: mentoring, toPageId: mentoring, updates: [{ id: block, from: onPage(mentoring, 0, 0), to: inBlock(sides, 1, 0) }] });
      await ok('POST', `/structure/block/${sides}/0/0/${block}`);
      await ok('POST', `/structure/block/${sides}/1/0`, { childrenIds: [block] });
      await ok('POST', '/structure/block/clone', { action: 'clone', ids: [block], pageId: mentoring, to: onPage(mentoring) });
      await ok('POST', '/structure/block/clone', { action: 'copy', ids: [block], pageId: mentoring, to: onPage(mentoring, 0, 0) });
      expect(await ok('DELETE', `/structure/block/${block}/page/${mentoring}/0/0`)).toEqual({ deleted: false });
      await ok('POST', '/structure/block/clone', { action: 'move', ids: [block], pageId: resources, to: onPage(resources, 0, 0) });
      await ok('PUT', `/structure/page/${resources}/addChild/${block}/1`);
      await ok('POST', `/structure/page/${resources}/addChildren/0`, { childrenIds: [block] });
      const { token } = await ok('DELETE', `/structure/block/${block}`);
      await ok('POST', '/structure/revert', { token });
      await ok('DELETE', `/structure/block/${block}/page/${resources}/0/0`);
    });

    it('is refused every block and field write outside Learn, each changing nothing', async () => {
      const [mentoring, hours] = [await idOf('pages', 'mentoring'), await idOf('pages', 'opening-hours')];
      const [title, columns, table, access] = [await blockOf(hours, 'title'), await blockOf(hours, 'hours-cols'), await blockOf(hours, 'table'), await blockOf(hours, 'access')];
      const [learnTitle, sides] = [await blockOf(mentoring, 'title'), await blockOf(mentoring, 'sides')];
      const learnTop = (await current().db.selectFrom('pages').select('positions').where('id', '=', mentoring).executeTakeFirstOrThrow()).positions['col-0']!;
      // What only an admin could have done there: a field on a block, a delete to revert.
      const adminField = (await inject('PUT', '/structure/field', as.admin, { field: { key: 'shift', type: 'text' }, itemId: table, itemType: 'block' })).json<{ id: number }>().id;
      const { token } = (await inject('DELETE', `/structure/block/${access}`, as.admin)).json<{ token: string }>();
      const refused: Array<[string, string, unknown?]> = [
        ['PUT', '/structure/block', { pageId: hours, block: { type: 'heading', options: { text: 'Mine', level: 2 } } }],
        ['PUT', '/structure/block', { pageId: hours, block: { type: 'heading', options: { text: 'Mine', level: 2 } }, asParentFor: title }],
        ['POST', '/structure/block', { blocks: [{ id: learnTitle, title: 'Mine' }, { id: title, title: 'Mine' }] }],
        ['POST', `/structure/block/${title}`, { block: { title: 'Mine' } }],
        ['POST', `/structure/block/${table}/property`, { key: 'title', value: 'Mine' }],
        ['DELETE', `/structure/block/${table}/block/${columns}/0/0`],
        ['DELETE', `/structure/block/${title}`],
        ['POST', '/structure/revert', { token }],
        ['PUT', `/structure/block/${title}/addField/${adminField}`],
        ['PUT', '/structure/field', { field: { key: 'mine', type: 'text' }, itemId: title, itemType: 'block' }],
        ['PUT', '/structure/field', { field: { key: 'mine', type: 'text' } }],
        ['POST', '/structure/field', { fieldId: adminField, field: { key: 'shift', type: 'text', default: 'night' } }],
        ['DELETE', `/structure/field/${adminField}/block/${table}`],
        ['DELETE', `/structure/field/${adminField}`],
        ['POST', '/structure/block/move', { fromPageId: hours, toPageId: hours, updates: [{ id: table, from: inBlock(columns, 0, 0), to: onPage(hours) }] }],
        ['POST', '/structure/block/move', { fromPageId: hours, toPageId: mentoring, updates: [{ id: table, from: inBlock(columns, 0, 0), to: onPage(mentoring) }] }],
        ['POST', '/structure/block/move', { fromPageId: mentoring, toPageId: hours, updates: [{ id: learnTitle, from: onPage(mentoring, 0, learnTop.indexOf(learnTitle)), to: onPage(hours) }] }],
        ['POST', '/structure/block/clone', { action: 'clone', ids: [learnTitle], pageId: hours, to: onPage(hours) }],
        ['POST', '/structure/block/clone', { action: 'copy', ids: [title], pageId: hours, to: inBlock(columns, 1) }],
        ['POST', '/structure/block/clone', { action: 'move', ids: [learnTitle], pageId: hours, to: onPage(hours, 0, 0) }],
        ['POST', '/structure/block/clone', { action: 'move', ids: [table], pageId: mentoring, to: inBlock(sides, 0, 0) }],
        ['POST', `/structure/block/${columns}/1/0/${title}`],
        ['POST', `/structure/block/${columns}/1/0`, { childrenIds: [title] }],
        ['PUT', `/structure/page/${hours}/addChild/${table}/0`],
        ['POST', `/structure/page/${hours}/addChildren/0`, { childrenIds: [columns, title] }],
      ];
      for (const [method, url, payload] of refused) {
        const before = await structureDump(current().db);
        const response = await inject(method, url, as.editor, payload);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(403);
        expect(await structureDump(current().db), `${method} ${url} changed the structure`).toBe(before);
      }
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
        ['POST', `/structure/page/${hours}/addChildren/0`, { childrenIds: [await blockOf(hours, 'title')] }],
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
