import type { Module, Page, PageListReply, PageSearchReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { structureDump } from '../../testing/structure-dump.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('structure pages', (current) => {
  let admin: { authorization: string };
  let member: { authorization: string };
  let ids: Record<'home' | 'members' | 'welcome' | 'about' | 'directory', number>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
  const idOf = async (table: 'modules' | 'pages' | 'blocks', key: string) => (await current().db.selectFrom(table).select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  /** Each request answers `status` and leaves the structure as it was, to the byte. */
  const expectRefused = async (status: number, requests: Array<[method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object]>) => {
    const before = await structureDump(current().db);
    for (const [method, url, payload] of requests) {
      const response = await call(method, url, payload);
      expect(response.statusCode, `${method} ${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(status);
      expect(response.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    }
    expect(await structureDump(current().db)).toBe(before);
  };

  beforeAll(async () => {
    const { app } = current();
    admin = bearer(await loginToken(app, 'admin@fixture.test'));
    member = bearer(await loginToken(app, 'member@fixture.test'));
    ids = {
      home: await idOf('modules', 'home'), members: await idOf('modules', 'members'),
      welcome: await idOf('pages', 'welcome'), about: await idOf('pages', 'about'), directory: await idOf('pages', 'directory'),
    };
  });

  it('searches the pages a member may see, and gives the admin view to editors only', async () => {
    const found = (await call('GET', '/structure/page/search', undefined, member)).json<PageSearchReply>();
    expectMatchesSchema(found, 'api/structure-pages', 'pageSearchReply');
    expect(found).toMatchObject({ page: 1, limit: 10, total: 3 });
    expect(found.pages.map((p) => p.key)).toEqual(['welcome', 'about', 'directory']);
    expect((await call('GET', `/structure/page/search?moduleId=${ids.members}`)).json<PageSearchReply>().pages.map((p) => p.key)).toEqual(['directory']);
    expect((await call('GET', '/structure/page/adminView')).json<PageListReply>().pages.map((p) => p.key)).toEqual(['welcome', 'about', 'directory', 'old']);
    expect((await call('GET', '/structure/page/adminView', undefined, member)).statusCode).toBe(403);
  });

  it('creates a page at an index of its module, and refuses an unknown module or an index past the end', async () => {
    await expectRefused(400, [
      ['PUT', '/structure/page', { moduleId: 2147483647, page: { name: 'Lost', slug: 'lost' } }],
      ['PUT', '/structure/page', { moduleId: ids.home, page: { name: 'Far', slug: 'far' }, index: 3 }],
      ['PUT', '/structure/page', { moduleId: ids.home, page: { name: 'Bad', slug: '404' } }],
    ]);
    await expectRefused(409, [['PUT', '/structure/page', { moduleId: ids.home, page: { name: 'Again', slug: 'welcome' } }]]);
    const response = await call('PUT', '/structure/page', { moduleId: ids.home, page: { name: 'Events', slug: 'events', width: 'fluid' }, index: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Page>();
    expectMatchesSchema(page, 'page');
    expect(page).toMatchObject({ key: 'events', type: 'other', width: 'fluid', positions: { 'col-0': [] }, blocks: [] });
    expect((await call('GET', `/structure/module/${ids.home}`)).json<Module>().childIds).toEqual([ids.welcome, page.id, ids.about]);
  });

  it("changes a page, and reorders a module's pages only with each of them once", async () => {
    const changed = await call('POST', `/structure/page/${ids.about}`, { page: { name: 'About us', showOnlyThis: true } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Page>()).toMatchObject({ name: 'About us', showOnlyThis: true });
    const events = await idOf('pages', 'events');
    await expectRefused(400, [
      ['POST', '/structure/page/order', { moduleId: ids.home, order: [ids.about, ids.welcome] }],
      ['POST', '/structure/page/order', { moduleId: ids.home, order: [ids.about, ids.welcome, events, ids.directory] }],
      ['POST', '/structure/page/order', { moduleId: 2147483647, order: [ids.about] }],
      ['POST', `/structure/page/${ids.about}`, { page: { width: 'wide' } }],
    ]);
    const ordered = await call('POST', '/structure/page/order', { moduleId: ids.home, order: [ids.about, events, ids.welcome] });
    expect(ordered.json<Module>().children.map((p) => p.key)).toEqual(['about', 'events', 'welcome']);
  });

  it("places blocks among the page's top-level blocks, taking nested ones out of their block, and refuses strangers and indexes past the end", async () => {
    const [title, intro, more, introText, everyone] = await Promise.all(['title', 'intro', 'more', 'intro-text', 'everyone'].map((key) => idOf('blocks', key)));
    await expectRefused(400, [
      ['PUT', `/structure/page/${ids.welcome}/addChild/${everyone}/0`],
      ['PUT', `/structure/page/${ids.welcome}/addChild/${title}/3`],
      ['POST', `/structure/page/${ids.welcome}/addChildren/0`, { childrenIds: [title, 2147483647] }],
    ]);
    await expectRefused(404, [['PUT', `/structure/page/2147483647/addChild/${title}/0`]]);
    const moved = await call('PUT', `/structure/page/${ids.welcome}/addChild/${title}/2`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Page>().positions['col-0']).toEqual([intro, more, title]);
    const placed = await call('POST', `/structure/page/${ids.welcome}/addChildren/0`, { childrenIds: [more, title] });
    expect(placed.json<Page>().positions['col-0']).toEqual([more, title, intro]);
    const unnested = (await call('PUT', `/structure/page/${ids.welcome}/addChild/${introText}/1`)).json<Page>();
    expect(unnested.positions['col-0']).toEqual([more, introText, title, intro]);
    expect(Object.values(unnested.blocks.find((block) => block.id === intro)!.positions ?? {}).flat()).not.toContain(introText);
  });

  it('deletes a page of a module, and answers 404 when the module does not hold it', async () => {
    const events = await idOf('pages', 'events');
    await expectRefused(404, [['DELETE', `/structure/page/${ids.members}/${events}`], ['DELETE', `/structure/page/${ids.home}/2147483647`]]);
    expect((await call('DELETE', `/structure/page/${ids.home}/${events}`)).json()).toEqual({ ok: true });
    expect((await call('GET', `/structure/module/${ids.home}`)).json<Module>().childIds).toEqual([ids.about, ids.welcome]);
    expect((await call('GET', `/structure/page/${events}`)).statusCode).toBe(404);
  });
});
