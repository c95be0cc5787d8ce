import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { schemaRef, type InitReply } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { compileSerializer } from '../../http/schema-compilers.ts';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

const CONTRACT_KEYS = [
  'user', 'settings', 'i18n', 'page', 'structure', 'permissions', 'visiblePermissions',
  'basePaths', 'dataPrivacy', 'viewAs', 'activeBrandSettings', 'generalAccessPermitted',
  'structureRevision',
];

describeAppOnEachDatabase('GET /init', (current) => {
  const init = async (email: string, opts?: object) => {
    const { app } = current();
    const query = opts ? `?opts=${encodeURIComponent(JSON.stringify(opts))}` : '';
    const response = await app.inject({ url: `/api/v1/init${query}`, headers: bearer(await loginToken(app, email)) });
    expect(response.statusCode).toBe(200);
    return response.json<InitReply>();
  };

  it('answers 401 without a token, and 401 with tokenIssue for a forged one', async () => {
    const { app } = current();
    const none = await app.inject({ url: '/api/v1/init' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'Not authorized', message: 'Sign in to continue.' });
    const forged = await app.inject({ url: '/api/v1/init', headers: bearer('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: 'Not authorized', tokenIssue: true });
  });

  it('comes compressed when the browser accepts it (Brotli first, else gzip), the same reply either way', async () => {
    const { app } = current();
    const headers = bearer(await loginToken(app, 'member@fixture.test'));
    const plain = await app.inject({ url: '/api/v1/init', headers });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    const br = await app.inject({ url: '/api/v1/init', headers: { ...headers, 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'application/json; charset=utf-8' });
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await app.inject({ url: '/api/v1/init', headers: { ...headers, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const refused = await app.inject({ url: '/api/v1/init', headers: { 'accept-encoding': 'br' } });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('gives a member every key of the contract, matching the InitReply schema', async () => {
    const reply = await init('member@fixture.test');
    expect(Object.keys(reply).sort()).toEqual([...CONTRACT_KEYS].sort());
    expectMatchesSchema(reply, 'api/init', 'initReply');
    expect(reply.user).toMatchObject({ email: 'member@fixture.test', isAdmin: false, isElevated: false });
    expect(reply.user.profile.data.profile).toEqual({ firstName: 'Mira', lastName: 'Member', city: 'Brest' });
    // A member holds grants on their own records only, and no administration action.
    expect(reply.permissions.map((p) => p.conditions)).toEqual(reply.permissions.map(() => ({ accountId: reply.user.accountId })));
    expect(reply.visiblePermissions).toEqual([]);
    expect(reply.basePaths).toEqual({ app: '/app', api: '/api/v1', signIn: '/signin' });
    expect(reply.dataPrivacy).toEqual({});
    expect(reply.viewAs).toBeNull();
    expect(reply.generalAccessPermitted).toBe(true);
    expect(reply.page).toBeNull();
  });

  it("speaks the member's language once the site publishes it, the site's texts over the shell's", async () => {
    const { app } = current();
    expect((await init('member@fixture.test')).i18n.language).toBe('en');
    const admin = bearer(await loginToken(app, 'admin@fixture.test'));
    const toggle = () => app.inject({ method: 'POST', url: '/api/v1/i18n/toggleLanguagePublishedState', headers: admin, payload: { language: 'fr' } });
    expect((await toggle()).statusCode).toBe(200);
    const { i18n } = await init('member@fixture.test');
    expect(i18n.language).toBe('fr');
    expect(i18n.translations['errors.somethingWentWrong']).toBe('Une erreur est survenue');
    expect(i18n.translations['site.tagline']).toBe('Make and mend');
    expect((await toggle()).statusCode).toBe(200);
  });

  it('lists the structure in moduleOrder, archived modules left out, pages in order', async () => {
    const { structure, settings } = await init('member@fixture.test');
    expect(structure.modules.map((m) => m.slug)).toEqual(['home', 'members']);
    expect(structure.modules[0]?.children.map((p) => p.slug)).toEqual(['welcome', 'about']);
    expect(structure.modules[0]?.defaultPage).toBe(structure.modules[0]?.childIds[0]);
    expect(settings.moduleOrder).toEqual(expect.arrayContaining(structure.modules.map((m) => m.id)));
  });

  it('names the active brand and its versioned theme', async () => {
    const { activeBrandSettings } = await init('member@fixture.test');
    expect(activeBrandSettings).toMatchObject({
      brandName: 'Fixture Makers',
      logoUrl: expect.stringMatching(/^\/api\/v1\/image\?id=\d+$/),
      faviconUrl: expect.stringMatching(/^\/api\/v1\/image\?id=\d+$/),
      themeCssUrl: expect.stringMatching(/^\/api\/v1\/service\/brands\/active\/theme\.css\?v=\d+-1$/),
    });
  });

  it('gives admins every permission and elevated users the editing ones', async () => {
    const admin = await init('admin@fixture.test');
    expect(admin.user.isAdmin).toBe(true);
    expect(admin.permissions).toContainEqual({ action: 'manage', subject: 'all' });
    expect(admin.visiblePermissions).toEqual(['manage']);
    expect(admin.i18n.language).toBe('en');
    const editor = await init('editor@fixture.test');
    expect(editor.visiblePermissions).toEqual(['manageEditMode', 'manageTextEdit', 'manageSettings', 'manageVisibility']);
  });

  it('includes the page named by opts, with every block on it', async () => {
    const { page } = await init('member@fixture.test', { moduleSlug: 'home', pageSlug: 'welcome' });
    expect(page).toMatchObject({ key: 'welcome', slug: 'welcome', type: 'other', width: 'fixed' });
    expect(page?.blocks).toHaveLength(7);
    expect((await init('member@fixture.test', { moduleSlug: 'home', pageSlug: 'nope' })).page).toBeNull();
  });

  it('includes the page the root and a module address redirect to, and none for other screens', async () => {
    expect((await init('member@fixture.test', { home: true })).page?.slug).toBe('welcome');
    expect((await init('member@fixture.test', { moduleSlug: 'home' })).page?.slug).toBe('welcome');
    expect((await init('member@fixture.test', { moduleSlug: 'nowhere' })).page).toBeNull();
    expect((await init('member@fixture.test', {})).page).toBeNull();
  });

  it('sends as JSON the bytes the InitReply schema serialises to', async () => {
    const { app } = current();
    const response = await app.inject({ url: '/api/v1/init', headers: bearer(await loginToken(app, 'member@fixture.test')) });
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-length']).toBe(String(response.rawPayload.length));
    expect(response.body).toBe(compileSerializer({ $ref: schemaRef('api/init', 'initReply') })(response.json()));
  });

  it('serves what settings, structure, translation and brand changes bring, not the parts it serialised before', async () => {
    const { app, db, changes } = current();
    const admin = bearer(await loginToken(app, 'admin@fixture.test'));
    const before = await init('member@fixture.test');
    const home = before.structure.modules[0]!;
    const post = async (url: string, payload: object) => expect((await app.inject({ method: 'POST', url: `/api/v1${url}`, headers: admin, payload })).statusCode).toBe(200);
    const renameBrand = async (name: string) => {
      await db.updateTable('brands').set({ name }).where('isActive', '=', true).execute();
      changes.announce([{ scope: 'brands' }]);
    };
    const setTagline = async (value: string) => {
      await db.updateTable('translations').set({ value }).where('language', '=', 'en').where('key', '=', 'site.tagline').execute();
      changes.announce([{ scope: 'translations', languages: ['en'] }]);
    };

    await post('/settings/general', { changes: { name: 'Renamed Makers' } });
    await post(`/structure/module/${home.id}`, { module: { name: 'Front door' } });
    await setTagline('Mend and make');
    await renameBrand('Renamed Brand');
    const changed = (reply: InitReply) => [
      reply.settings.name, reply.structure.modules[0]?.name, reply.i18n.translations['site.tagline'], reply.activeBrandSettings.brandName,
    ];
    expect(changed(await init('member@fixture.test'))).toEqual(['Renamed Makers', 'Front door', 'Mend and make', 'Renamed Brand']);

    await post('/settings/general', { changes: { name: before.settings.name } });
    await post(`/structure/module/${home.id}`, { module: { name: home.name } });
    await setTagline(before.i18n.translations['site.tagline']!);
    await renameBrand(before.activeBrandSettings.brandName);
    expect(changed(await init('member@fixture.test'))).toEqual(changed(before));
  });

  it('answers 400 for opts that are not JSON', async () => {
    const { app } = current();
    const response = await app.inject({ url: '/api/v1/init?opts=%7Bnope', headers: bearer(await loginToken(app, 'member@fixture.test')) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('opts');
  });
});
