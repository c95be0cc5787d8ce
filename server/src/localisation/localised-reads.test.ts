// Members' reads in their language: the structure, pages, blocks, settings and /init answer in the
// member's language once the site publishes it, text by text falling back to the default and
// saying so; edit mode reads what is stored. The fixture's home module and welcome page carry
// French translations; French is enabled but not published until the suite publishes it.
import type { AppSettings, Block, InitReply, Module, Page, Structure } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';

describeAppOnEachDatabase('reads in the member’s language', (current) => {
  const as: Record<'admin' | 'member', { authorization: string }> = { admin: bearer(''), member: bearer('') };
  const get = async <T>(url: string, headers = as.member) => {
    const response = await current().app.inject({ url: `/api/v1${url}`, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json<T>();
  };
  const post = (url: string, payload: object, headers = as.admin) => current().app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
  const home = (structure: Structure) => structure.modules.find((module) => module.slug === 'home')!;
  const welcomeId = async () => home(await get<Structure>('/structure')).children.find((page) => page.slug === 'welcome')!.id;
  const byKey = (page: Page) => new Map(page.blocks.map((block) => [block.key, block]));

  beforeAll(async () => {
    const { app } = current();
    as.admin = bearer(await loginToken(app, 'admin@fixture.test'));
    as.member = bearer(await loginToken(app, 'member@fixture.test'));
  });

  it('answers in the default language while French is not published, though the member chose it', async () => {
    const structure = await get<Structure>('/structure');
    expect(home(structure)).toMatchObject({ name: 'Home', children: [{ name: 'Welcome' }, { name: 'About' }] });
    expect(JSON.stringify(structure)).not.toMatch(/"(translations|fallbacks)"/);
    expect((await get<InitReply>('/init')).i18n.language).toBe('en');
  });

  it('publishes French; the structure then answers in French, marking the names without a translation', async () => {
    const published = await post('/i18n/toggleLanguagePublishedState', { language: 'fr' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json<AppSettings>().languages.published).toEqual(['fr']);

    const structure = await get<Structure>('/structure');
    expectMatchesSchema(structure, 'api/structure', 'structure');
    expect(home(structure)).toMatchObject({ name: 'Accueil', children: [{ name: 'Bienvenue' }, { name: 'About', fallbacks: { name: 'en' } }] });
    expect(home(structure)).not.toHaveProperty('fallbacks');
    const members = structure.modules.find((module) => module.slug === 'members');
    expect(members).toMatchObject({ name: 'Members', fallbacks: { name: 'en' } });
    expect(JSON.stringify(structure)).not.toContain('"translations"');
    expect((await get<Module>('/structure/home')).name).toBe('Accueil');
    expect((await get<Module>('/structure/module/slug/home')).children[0]?.name).toBe('Bienvenue');
  });

  it('answers a page and its blocks in French, text by text, and the same reply again from the cache', async () => {
    const id = await welcomeId();
    const page = await get<Page>(`/structure/page/${id}`);
    expectMatchesSchema(page, 'page');
    const blocks = byKey(page);
    expect(page.name).toBe('Bienvenue');
    expect(blocks.get('intro-text')).toMatchObject({ options: { html: '<p>Bonjour</p>' } });
    expect(blocks.get('intro-text')).not.toHaveProperty('fallbacks');
    expect(blocks.get('first-tab')).toMatchObject({ title: 'Premier', options: { html: '<p>Un</p>' } });
    expect(blocks.get('title')).toMatchObject({ options: { text: 'Welcome' }, fallbacks: { 'options.text': 'en' } });
    expect(blocks.get('hero')).toMatchObject({ options: { alt: 'A photo' }, fallbacks: { 'options.alt': 'en' } });
    expect(blocks.get('second-tab')?.fallbacks).toEqual({ title: 'en', 'options.html': 'en' });
    expect(JSON.stringify(page)).not.toContain('"translations"');
    expect(await get<Page>(`/structure/page/${id}`)).toEqual(page);
  });

  it('answers single blocks and several at once in French too', async () => {
    const blocks = byKey(await get<Page>(`/structure/page/${await welcomeId()}`));
    const introId = blocks.get('intro-text')!.id;
    expect((await get<Block>(`/structure/block/${introId}`)).options).toEqual({ html: '<p>Bonjour</p>' });
    const several = await post('/structure/block/loadMultiple', { ids: [blocks.get('title')!.id, introId] }, as.member);
    expect(several.json<{ blocks: Block[] }>().blocks.map((block) => [block.options, block.fallbacks])).toEqual([
      [{ text: 'Welcome', level: 1 }, { 'options.text': 'en' }],
      [{ html: '<p>Bonjour</p>' }, undefined],
    ]);
  });

  it('answers in the language a read asks for when published, else in the default', async () => {
    expect(home(await get<Structure>('/structure?language=en')).name).toBe('Home');
    expect(home(await get<Structure>('/structure?language=fr', as.admin)).name).toBe('Accueil');
    // Japanese is supported but this site does not enable (nor publish) it.
    const inJapanese = await get<Structure>('/structure?language=ja');
    expect(home(inJapanese).name).toBe('Home');
    expect(JSON.stringify(inJapanese)).not.toContain('"fallbacks"');
    const unsupported = await current().app.inject({ url: '/api/v1/structure?language=xx', headers: as.member });
    expect(unsupported.statusCode).toBe(400);
  });

  it('gives edit mode the page as stored, with every translation', async () => {
    const page = await get<Page>(`/structure/page/${await welcomeId()}?editMode=true`, as.admin);
    expect(page).toMatchObject({ name: 'Welcome', translations: { fr: { name: 'Bienvenue' } } });
    expect(byKey(page).get('intro-text')).toMatchObject({ options: { html: '<p>Hello</p>' }, translations: { fr: { options: { html: '<p>Bonjour</p>' } } } });
    expect(JSON.stringify(page)).not.toContain('"fallbacks"');
  });

  it('answers the settings and /init in French; edit mode reads the settings as stored', async () => {
    const translated = await post('/settings/general', { changes: { translations: { fr: { name: 'Makers de la Fixture' } } } });
    expect(translated.statusCode, translated.body).toBe(200);

    const settings = await get<AppSettings>('/settings');
    expect(settings).toMatchObject({ name: 'Makers de la Fixture' });
    expect(settings).not.toHaveProperty('translations');
    expect(settings).not.toHaveProperty('fallbacks');
    expect((await get<AppSettings>('/settings?language=en')).name).toBe('Fixture Makers');
    expect(await get<AppSettings>('/settings?editMode=true', as.admin)).toMatchObject({ name: 'Fixture Makers', translations: { fr: { name: 'Makers de la Fixture' } } });
    const refused = await current().app.inject({ url: '/api/v1/settings?editMode=true', headers: as.member });
    expect(refused.statusCode).toBe(403);

    const init = await get<InitReply>(`/init?opts=${encodeURIComponent(JSON.stringify({ moduleSlug: 'home', pageSlug: 'welcome' }))}`);
    expectMatchesSchema(init, 'api/init', 'initReply');
    expect(init.i18n.language).toBe('fr');
    expect(init.settings.name).toBe('Makers de la Fixture');
    expect(home(init.structure).name).toBe('Accueil');
    expect(init.page?.name).toBe('Bienvenue');
    expect(byKey(init.page!).get('title')?.fallbacks).toEqual({ 'options.text': 'en' });
  });

  it('unpublishes French: the member is answered in the default language again', async () => {
    const unpublished = await post('/i18n/toggleLanguagePublishedState', { language: 'fr' });
    expect(unpublished.json<AppSettings>().languages.published).toEqual([]);
    expect(home(await get<Structure>('/structure')).name).toBe('Home');
    expect((await get<InitReply>('/init')).i18n.language).toBe('en');
  });
});
