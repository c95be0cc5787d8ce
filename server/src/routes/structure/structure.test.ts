import type { Block, Module, Page, Structure } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('structure reads', (current) => {
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = bearer(await loginToken(current().app, 'member@fixture.test'));
  });
  const get = (url: string) => current().app.inject({ url: `/api/v1${url}`, headers });
  const welcomePage = async () => {
    const module = (await get('/structure/home')).json<Module>();
    return (await get(`/structure/page/${module.childIds[0]}`)).json<Page>();
  };

  it('needs a signed-in user', async () => {
    expect((await current().app.inject({ url: '/api/v1/structure' })).statusCode).toBe(401);
  });

  it('lists the visible modules in order', async () => {
    const response = await get('/structure');
    expectMatchesSchema(response.json(), 'api/structure', 'structure');
    expect(response.json<Structure>().modules.map((m) => m.key)).toEqual(['home', 'members']);
  });

  it('finds a module by slug on both paths, and 404s an unknown one', async () => {
    const module = (await get('/structure/home')).json<Module>();
    expectMatchesSchema(module, 'module');
    expect(module.children.map((p) => p.key)).toEqual(['welcome', 'about']);
    expect((await get('/structure/module/slug/home')).json()).toEqual(module);
    for (const url of ['/structure/nope', '/structure/module/slug/nope']) {
      const missing = await get(url);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Not Found', message: 'That module does not exist, sorry for any inconvenience caused.' });
    }
  });

  it('400s a module slug that breaks the slug rule', async () => {
    const cases = [['/structure/Home_Page', 'moduleSlug'], [`/structure/module/slug/${'h'.repeat(65)}`, 'slug']] as const;
    for (const [url, param] of cases) {
      const malformed = await get(url);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json<{ message: string }>().message).toContain(`params/${param}`);
    }
  });

  it('serves a page with every block, children and positions as ids, options intact', async () => {
    const page = await welcomePage();
    expectMatchesSchema(page, 'page');
    const byKey = new Map(page.blocks.map((block) => [block.key, block]));
    const id = (key: string) => byKey.get(key)?.id;
    expect(page.positions).toEqual({ 'col-0': [id('title'), id('intro'), id('more')] });
    expect(byKey.get('intro')).toMatchObject({ type: 'columns', columns: [8, 4], positions: { 'col-0': [id('intro-text')], 'col-1': [id('hero')] } });
    expect(byKey.get('more')?.children).toEqual([id('first-tab'), id('second-tab')]);
    expect(byKey.get('hero')?.options).toEqual({ fileId: expect.any(Number), alt: 'A photo' });
    expect(byKey.get('title')?.options).toEqual({ text: 'Welcome', level: 1 });
  });

  it('404s a missing page and 400s an id that is not a number', async () => {
    const missing = await get('/structure/page/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found', message: 'That page does not exist, sorry for any inconvenience caused.' });
    const malformed = await get('/structure/page/abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('params/id');
  });

  it('serves single blocks and several at once, in the order asked for', async () => {
    const [first, second] = (await welcomePage()).blocks;
    const single = await get(`/structure/block/${first!.id}`);
    expectMatchesSchema(single.json(), 'block');
    expect(single.json()).toEqual(first);
    expect((await get('/structure/block/999999')).statusCode).toBe(404);
    const several = await current().app.inject({
      method: 'POST', url: '/api/v1/structure/block/loadMultiple', headers, payload: { ids: [second!.id, 999999, first!.id] },
    });
    expect(several.json<{ blocks: Block[] }>().blocks.map((b) => b.id)).toEqual([second!.id, first!.id]);
  });

  it('400s a loadMultiple body that is not a list of ids', async () => {
    const response = await current().app.inject({ method: 'POST', url: '/api/v1/structure/block/loadMultiple', headers, payload: { ids: ['x'] } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('body/ids/0');
  });
});
