// Page visibility by list membership (shell spec §5): a page naming lists is left out of the
// structure for everyone but their accepted members and those who may edit it, and its blocks
// answer as missing. View-as (0041) sees it as a member of the chosen lists would.
import type { Block, InitReply, Module, Page, Structure, UserList } from '@tessera/schemas';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { accountIdOf, bearer, sessionToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('page visibility by list membership', (current) => {
  let admin: string;
  let member: string;
  let lists: { crew: number; others: number };
  let about: { id: number; blockIds: number[] };
  const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });
  const get = async <T>(token: string, url: string): Promise<T> => {
    const response = await call(token, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const init = (token: string, opts: object) => get<InitReply>(token, `/init?opts=${encodeURIComponent(JSON.stringify(opts))}`);
  const homePages = (modules: readonly Module[]) => modules.find((module) => module.slug === 'home')!.children.map((page) => page.slug);
  const setLists = (token: string, value: number[]) => call(token, 'POST', `/structure/page/${about.id}/property`, { key: 'visibleToLists', value });

  /** What `token` is given of the about page: in every structure read, and its blocks. */
  async function seen(token: string) {
    const initReply = await init(token, { moduleSlug: 'home', pageSlug: 'about' });
    const structure = await get<Structure>(token, '/structure');
    expectMatchesSchema(structure, 'api/structure', 'structure');
    const loaded = await call(token, 'POST', '/structure/block/loadMultiple', { ids: about.blockIds });
    return {
      inInit: homePages(initReply.structure.modules).includes('about'),
      initPage: initReply.page?.id ?? null,
      inStructure: homePages(structure.modules).includes('about'),
      inModule: homePages([await get<Module>(token, '/structure/home')]).includes('about'),
      inSearch: (await get<{ pages: Page[] }>(token, '/structure/page/search')).pages.some((page) => page.id === about.id),
      page: (await call(token, 'GET', `/structure/page/${about.id}`)).statusCode,
      block: (await call(token, 'GET', `/structure/block/${about.blockIds[0]!}`)).statusCode,
      blocks: loaded.json<{ blocks: Block[] }>().blocks.length,
    };
  }
  const visible = { inInit: true, inStructure: true, inModule: true, inSearch: true, page: 200, block: 200 };
  const hidden = { inInit: false, initPage: null, inStructure: false, inModule: false, inSearch: false, page: 404, block: 404, blocks: 0 };

  beforeAll(async () => {
    admin = await sessionToken(current(), 'admin@fixture.test');
    member = await sessionToken(current(), 'member@fixture.test');
    const { db } = current();
    const page = await db.selectFrom('pages').select('id').where('key', '=', 'about').executeTakeFirstOrThrow();
    const blocks = await db.selectFrom('blocks').select('id').where('pageId', '=', page.id).execute();
    about = { id: page.id, blockIds: blocks.map((block) => block.id) };
    expect(about.blockIds.length).toBeGreaterThan(0);
    const all = (await get<{ userLists: UserList[] }>(admin, '/userLists')).userLists;
    const others = await call(admin, 'PUT', '/userLists', { userList: { label: 'Others', type: 'group' } });
    lists = { crew: all.find((list) => list.key === 'crew')!.id, others: others.json<UserList>().id };
  });

  it('refuses unknown lists and members, with nothing changed', async () => {
    const unknown = await setLists(admin, [lists.crew, 987654]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Bad Request', message: 'visibleToLists: there is no user list 987654.' });
    expect((await setLists(member, [lists.crew])).statusCode).toBe(403);
    expect(await seen(member)).toMatchObject(visible);
  });

  it('hides the page and its blocks from a member outside the lists', async () => {
    const set = await setLists(admin, [lists.crew]);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<Page>().visibleToLists).toEqual([lists.crew]);
    expect(await seen(member)).toEqual(hidden);
    // The module's landing page and the other pages are unchanged.
    expect(homePages((await get<Structure>(member, '/structure')).modules)).toEqual(['welcome']);
  });

  it('shows it to the admin, who may edit it', async () => {
    expect(await seen(admin)).toMatchObject({ ...visible, initPage: about.id, blocks: about.blockIds.length });
  });

  it('shows it to a member once accepted into a list it names', async () => {
    const memberId = await accountIdOf(current().db, 'member@fixture.test');
    expect((await call(admin, 'POST', `/userLists/${lists.crew}/users`, { accounts: [memberId] })).statusCode).toBe(200);
    expect(await seen(member)).toMatchObject({ ...visible, initPage: about.id, blocks: about.blockIds.length });
    expect((await call(admin, 'DELETE', `/userLists/${lists.crew}/${memberId}`)).statusCode).toBe(200);
    expect(await seen(member)).toEqual(hidden);
  });

  it('shows it to an admin viewing as the list, not as another list', async () => {
    const viewer = await sessionToken(current(), 'admin@fixture.test');
    expect((await call(viewer, 'POST', '/admin/viewAs', { listIds: [lists.crew] })).statusCode).toBe(200);
    expect(await seen(viewer)).toMatchObject({ ...visible, initPage: about.id, blocks: about.blockIds.length });
    expect((await call(viewer, 'POST', '/admin/reset')).statusCode).toBe(200);
    expect((await call(viewer, 'POST', '/admin/viewAs', { listIds: [lists.others] })).statusCode).toBe(200);
    expect(await seen(viewer)).toEqual(hidden);
    expect((await call(viewer, 'POST', '/admin/reset')).statusCode).toBe(200);
  });

  it('shows it to everyone again when no list is named', async () => {
    expect((await setLists(admin, [])).statusCode).toBe(200);
    expect(await seen(member)).toMatchObject({ ...visible, initPage: about.id, blocks: about.blockIds.length });
  });
});
