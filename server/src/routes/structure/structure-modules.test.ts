import type { Change } from '../../operations/context.ts';
import type { Module, ModuleListReply, ModuleSearchReply, Structure } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { structureDump } from '../../testing/structure-dump.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('structure modules', (current) => {
  let admin: { authorization: string };
  let member: { authorization: string };
  let ids: Record<'home' | 'members' | 'archive' | 'welcome' | 'about' | 'directory', number>;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
  const idOf = async (table: 'modules' | 'pages', key: string) => (await current().db.selectFrom(table).select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
  /** Sends the request and returns what the change feed announced meanwhile. */
  const announced = async (send: () => Promise<unknown>): Promise<Change[]> => {
    const seen: Change[] = [];
    const stop = current().changes.subscribe('clients', (changes) => seen.push(...changes));
    await send();
    stop();
    return seen;
  };

  beforeAll(async () => {
    const { app } = current();
    admin = bearer(await loginToken(app, 'admin@fixture.test'));
    member = bearer(await loginToken(app, 'member@fixture.test'));
    ids = {
      home: await idOf('modules', 'home'), members: await idOf('modules', 'members'), archive: await idOf('modules', 'archive'),
      welcome: await idOf('pages', 'welcome'), about: await idOf('pages', 'about'), directory: await idOf('pages', 'directory'),
    };
  });

  it('searches with page 1 and 10 per page by default, by type, text and sort; archived modules for those who may change them', async () => {
    const all = (await call('GET', '/structure/module/search')).json<ModuleSearchReply>();
    expectMatchesSchema(all, 'api/structure-modules', 'moduleSearchReply');
    expect(all).toMatchObject({ page: 1, limit: 10, total: 3 });
    expect(all.modules.map((m) => m.key)).toEqual(['home', 'members', 'archive']);
    expect((await call('GET', '/structure/module/search', undefined, member)).json<ModuleSearchReply>().modules.map((m) => m.key)).toEqual(['home', 'members']);
    const sorted = (await call('GET', '/structure/module/search?sortBy=name&descending=true&limit=2&page=1')).json<ModuleSearchReply>();
    expect(sorted.modules.map((m) => m.key)).toEqual(['members', 'home']);
    expect((await call('GET', '/structure/module/search?filters=MEMB')).json<ModuleSearchReply>().modules.map((m) => m.key)).toEqual(['members']);
    expect((await call('GET', '/structure/module/search?typesToLoad=abstract')).json<ModuleSearchReply>().total).toBe(0);
    expect((await call('GET', '/structure/module/search?typesToLoad=normal&typesToLoad=abstract')).json<ModuleSearchReply>().total).toBe(3);
  });

  it('reads a module by id, the list, the admin view and the templates', async () => {
    expect((await call('GET', `/structure/module/${ids.members}`)).json<Module>().key).toBe('members');
    expect((await call('GET', `/structure/module/${ids.archive}`, undefined, member)).statusCode).toBe(404);
    expect((await call('GET', '/structure/module', undefined, member)).json<ModuleListReply>().modules.map((m) => m.key)).toEqual(['home', 'members']);
    const adminView = (await call('GET', '/structure/module/adminView')).json<ModuleListReply>();
    expect(adminView.modules.find((m) => m.key === 'home')?.translations).toEqual({ fr: { name: 'Accueil' } });
    expect((await call('GET', '/structure/templates/modules')).json<{ templates: Array<{ id: string }> }>().templates.map((t) => t.id)).toEqual(['blank', 'information', 'community']);
  });

  it('creates a module from a template at the end of the navigation, announcing it', async () => {
    let response!: Awaited<ReturnType<typeof call>>;
    const changes = await announced(async () => {
      response = await call('PUT', '/structure/module', { module: { name: ' Events ', slug: 'events' }, templateId: 'information' });
    });
    expect(response.statusCode, response.body).toBe(200);
    const module = response.json<Module>();
    expectMatchesSchema(module, 'module');
    expect(module).toMatchObject({ key: 'events', slug: 'events', name: 'Events' });
    expect(module.children.map((p) => p.slug)).toEqual(['overview', 'faq']);
    expect(changes).toContainEqual(expect.objectContaining({ scope: 'structure' }));
    const structure = (await call('GET', '/structure', undefined, member)).json<Structure>();
    expect(structure.modules.map((m) => m.key)).toEqual(['home', 'members', 'events']);
  });

  it('changes a module, and refuses a default page of another module', async () => {
    const response = await call('POST', `/structure/module/${ids.home}`, { module: { name: 'Start', hideSubNav: true, defaultPage: ids.about } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Module>()).toMatchObject({ name: 'Start', hideSubNav: true, defaultPage: ids.about });
    const before = await structureDump(current().db);
    const refused = await call('POST', `/structure/module/${ids.home}`, { module: { defaultPage: ids.directory } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`module/defaultPage: page ${ids.directory} is not one of this module's pages.`);
    expect((await call('POST', `/structure/module/${ids.home}`, { module: { slug: 'members' } })).statusCode).toBe(409);
    expect((await call('POST', `/structure/module/${ids.home}`, { module: { slug: 'settings' } })).statusCode).toBe(400);
    expect((await call('POST', `/structure/module/${ids.home}`, { module: {} })).statusCode).toBe(400);
    expect((await call('POST', '/structure/module/2147483647', { module: { name: 'Nobody' } })).statusCode).toBe(404);
    expect(await structureDump(current().db)).toBe(before);
  });

  it('reorders the modules, and refuses an order that does not list each module once', async () => {
    const before = await structureDump(current().db);
    const events = await idOf('modules', 'events');
    for (const order of [[ids.home, ids.members], [ids.home, ids.members, ids.archive, events, 2147483647], [ids.home, ids.members, ids.archive, ids.archive]]) {
      const response = await call('POST', '/structure/module/order', { order });
      expect(response.statusCode, JSON.stringify(order)).toBe(400);
    }
    expect(await structureDump(current().db)).toBe(before);
    const response = await call('POST', '/structure/module/order', { order: [events, ids.members, ids.home, ids.archive] });
    expect(response.statusCode, response.body).toBe(200);
    expect((await call('GET', '/structure', undefined, member)).json<Structure>().modules.map((m) => m.key)).toEqual(['events', 'members', 'home']);
  });

  it('moves a page to another module, and refuses a page that is not in the origin, an unknown target or the same module', async () => {
    const before = await structureDump(current().db);
    for (const [url, status] of [
      [`/structure/module/${ids.home}/moveChild/${ids.directory}/target/${ids.members}`, 400],
      [`/structure/module/${ids.home}/moveChild/${ids.about}/target/2147483647`, 400],
      [`/structure/module/${ids.home}/moveChild/${ids.about}/target/${ids.home}`, 400],
      [`/structure/module/2147483647/moveChild/${ids.about}/target/${ids.home}`, 404],
    ] as const) expect((await call('POST', url)).statusCode, url).toBe(status);
    expect(await structureDump(current().db)).toBe(before);
    const response = await call('POST', `/structure/module/${ids.home}/moveChild/${ids.about}/target/${ids.members}`);
    expect(response.statusCode, response.body).toBe(200);
    const [home, members] = response.json<ModuleListReply>().modules;
    expect(home?.childIds).toEqual([ids.welcome]);
    expect(home?.defaultPage).toBeNull();
    expect(members?.childIds).toEqual([ids.directory, ids.about]);
    expect((await call('GET', `/structure/page/${ids.about}`)).json<{ moduleId: number }>().moduleId).toBe(ids.members);
  });

  it('deletes a module with its pages and blocks, and takes it out of the order', async () => {
    const events = await idOf('modules', 'events');
    expect((await call('DELETE', `/structure/module/${events}`)).json()).toEqual({ ok: true });
    expect((await call('DELETE', `/structure/module/${events}`)).statusCode).toBe(404);
    expect(await current().db.selectFrom('pages').select('id').where('moduleId', '=', events).execute()).toEqual([]);
    const { data } = await current().db.selectFrom('settings').select('data').executeTakeFirstOrThrow();
    expect(data.moduleOrder).not.toContain(events);
  });
});
