import type { Module, Page, Structure } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('structure property writes', (current) => {
  let as: Record<'admin' | 'editor' | 'member', { authorization: string }>;
  let ids: { home: number; members: number; about: number; directory: number };
  beforeAll(async () => {
    const { app, db } = current();
    const signIn = async (role: string) => bearer(await loginToken(app, `${role}@fixture.test`));
    as = { admin: await signIn('admin'), editor: await signIn('editor'), member: await signIn('member') };
    const idOf = async (table: 'modules' | 'pages', key: string) =>
      (await db.selectFrom(table).select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
    ids = { home: await idOf('modules', 'home'), members: await idOf('modules', 'members'), about: await idOf('pages', 'about'), directory: await idOf('pages', 'directory') };
  });
  const setPage = (id: number, payload: object, headers = as.admin) =>
    current().app.inject({ method: 'POST', url: `/api/v1/structure/page/${id}/property`, headers, payload });
  const setModule = (id: number, payload: object, headers = as.admin) =>
    current().app.inject({ method: 'POST', url: `/api/v1/structure/module/${id}/property`, headers, payload });
  const get = async <T>(url: string) => (await current().app.inject({ url: `/api/v1${url}`, headers: as.member })).json<T>();
  const storedPage = () => current().db.selectFrom('pages').selectAll().where('id', '=', ids.about).executeTakeFirstOrThrow();
  const storedModule = () => current().db.selectFrom('modules').selectAll().where('id', '=', ids.home).executeTakeFirstOrThrow();

  it('an admin renames a page: the page, the structure and the revision all show it', async () => {
    const before = await get<Page>(`/structure/page/${ids.about}`);
    const response = await setPage(ids.about, { key: 'name', value: '  About the makers ' });
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(response.json(), 'page');
    expect(response.json<Page>()).toEqual({ ...before, name: 'About the makers', revision: before.revision! + 1 });
    expect(await get<Page>(`/structure/page/${ids.about}`)).toEqual(response.json());
    const home = (await get<Structure>('/structure')).modules.find((m) => m.id === ids.home);
    expect(home?.children.find((p) => p.id === ids.about)?.name).toBe('About the makers');
  });

  it('an editor changes slug, width and flags; the new slug finds the page', async () => {
    for (const [key, value] of [['slug', 'about-us'], ['width', 'fixed'], ['hideFromNav', true], ['isAbstract', false]] as const) {
      const response = await setPage(ids.about, { key, value }, as.editor);
      expect(response.statusCode, key).toBe(200);
      expect(response.json<Page>()[key]).toBe(value);
    }
    const init = await current().app.inject({ url: `/api/v1/init?opts=${encodeURIComponent('{"moduleSlug":"home","pageSlug":"about-us"}')}`, headers: as.member });
    expect(init.json<{ page: Page | null }>().page?.id).toBe(ids.about);
  });

  it('refuses members with 403 and changes nothing', async () => {
    const before = await storedPage();
    const response = await setPage(ids.about, { key: 'name', value: 'Mine' }, as.member);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: 'Forbidden', message: 'You may not change the settings of this page.' });
    expect(await storedPage()).toEqual(before);
  });

  it('refuses members before reading what is stored: an unknown page or a slug in use answers 403 too', async () => {
    // The operation checks the permission first (no hook before validation): a well-formed write
    // tells a member nothing of the pages and slugs that exist. Malformed bodies answer 400 by the
    // public contract, which the API reference already shows to anyone.
    for (const [id, payload] of [[2147483647, { key: 'name', value: 'Mine' }], [ids.about, { key: 'slug', value: 'welcome' }]] as const) {
      const response = await setPage(id, payload, as.member);
      expect(response.statusCode).toBe(403);
    }
    expect((await setModule(2147483647, { key: 'slug', value: 'members' }, as.member)).statusCode).toBe(403);
  });

  it("answers 409 for a slug another page of the module uses, and changes nothing; other modules' slugs are free", async () => {
    const before = await storedPage();
    const response = await setPage(ids.about, { key: 'slug', value: 'welcome' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'Conflict', message: "Another page in this module already uses the slug 'welcome'." });
    expect(await storedPage()).toEqual(before);
    expect((await setPage(ids.directory, { key: 'slug', value: 'welcome' })).statusCode).toBe(200);
  });

  it.each([
    ['a reserved slug', { key: 'slug', value: '404' }, 'page/slug is reserved'],
    ['a malformed slug', { key: 'slug', value: 'About Us' }, 'body/value must match pattern'],
    ['a blank name', { key: 'name', value: '   ' }, 'body/value must match pattern'],
    ['a name too long', { key: 'name', value: 'x'.repeat(257) }, 'body/value must NOT have more than 256 characters'],
    ['an unknown width', { key: 'width', value: 'wide' }, 'body/value must be equal to one of the allowed values'],
    ['a flag that is not a boolean', { key: 'hideFromNav', value: 'yes' }, 'body/value must be boolean'],
    ['a key that cannot be set', { key: 'moduleId', value: 'x' }, 'body/key must be equal to one of the allowed values'],
  ])('answers 400 for %s and changes nothing', async (_, payload, message) => {
    const before = await storedPage();
    const response = await setPage(ids.about, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(message) });
    expect(await storedPage()).toEqual(before);
  });

  it('answers 404 for a page or module that does not exist', async () => {
    expect((await setPage(999999, { key: 'name', value: 'x' })).statusCode).toBe(404);
    expect((await setModule(999999, { key: 'name', value: 'x' })).statusCode).toBe(404);
  });

  it('an admin renames a module and sets its flags; the structure shows it', async () => {
    const before = await storedModule();
    const renamed = await setModule(ids.home, { key: 'name', value: 'Start' });
    expect(renamed.statusCode).toBe(200);
    expectMatchesSchema(renamed.json(), 'module');
    expect(renamed.json<Module>()).toMatchObject({ name: 'Start', revision: before.revision + 1 });
    expect((await setModule(ids.home, { key: 'hideSubNav', value: true }, as.editor)).json<Module>().hideSubNav).toBe(true);
    expect((await setModule(ids.home, { key: 'slug', value: 'start' })).json<Module>().slug).toBe('start');
    const home = (await get<Structure>('/structure')).modules.find((m) => m.id === ids.home);
    expect(home).toMatchObject({ name: 'Start', slug: 'start', hideSubNav: true, revision: before.revision + 3 });
  });

  it.each([
    ['a slug another module uses', { key: 'slug', value: 'members' }, 409, "Another module already uses the slug 'members'."],
    ['a slug an archived module uses', { key: 'slug', value: 'archive' }, 409, "Another module already uses the slug 'archive'."],
    ['a slug the app reserves', { key: 'slug', value: 'admin' }, 400, 'module/slug is reserved'],
    ['a member', { key: 'name', value: 'Mine' }, 403, 'You may not change the settings of this module.'],
  ])('refuses a module write with %s, changing nothing', async (what, payload, status, message) => {
    const before = await storedModule();
    const response = await setModule(ids.home, payload, what === 'a member' ? as.member : as.admin);
    expect(response.statusCode).toBe(status);
    expect(response.json<{ message: string }>().message).toContain(message);
    expect(await storedModule()).toEqual(before);
  });
  it('answers 409 for a write based on a revision that has moved, and changes nothing', async () => {
    const seen = (await storedPage()).revision;
    expect((await setPage(ids.about, { key: 'hideFromNav', value: false, revision: seen })).statusCode).toBe(200);
    const before = await storedPage();
    const stale = await setPage(ids.about, { key: 'name', value: 'Overwritten', revision: seen }, as.editor);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: 'Conflict',
      message: `This page was changed by someone else since you loaded it (revision ${seen}, now ${seen + 1}). Load it again and redo your change.`,
    });
    expect(await storedPage()).toEqual(before);
    const moduleBefore = await storedModule();
    const staleModule = await setModule(ids.home, { key: 'name', value: 'Overwritten', revision: moduleBefore.revision - 1 });
    expect(staleModule.statusCode).toBe(409);
    expect(await storedModule()).toEqual(moduleBefore);
    expect((await setModule(ids.home, { key: 'name', value: 'Start', revision: moduleBefore.revision })).statusCode).toBe(200);
  });
});
