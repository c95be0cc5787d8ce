// The cross-reference checks, each run through loadSite on the base fixture with one thing broken.
import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from '../load-site.ts';
import { anyBlock, baseSite, removeFixtures, siteWith, writeFixture, type FixtureFiles } from '../test-support/site-fixture.ts';

afterAll(removeFixtures);

const base = baseSite();
const siteJson = base['site.json'] as Record<string, unknown> & { settings: Record<string, unknown> };
const homeModule = base['modules/home/module.json'] as Record<string, unknown>;
const page = (id: string, blocks: unknown[] = [], extra: Record<string, unknown> = {}) => ({ id, slug: id, name: id, blocks, ...extra });
const withSettings = (settings: Record<string, unknown>) => ({ 'site.json': { ...siteJson, settings: { ...siteJson.settings, ...settings } } });
const account = (email: string) => ({ email, firstName: 'A', lastName: 'B', role: 'member', password: 'long-enough' });
const list = (id: string) => ({ id, label: id, type: 'group' });
const field = (id: string) => ({ id, key: id, name: id, type: 'text' });
const listRule = (rule: object) => ({ mode: 'advanced', rules: { logicalOperator: 'all', children: [{ logicalOperator: 'any', children: [{ kind: 'userList', ...rule }] }] } });

/** [what is broken, files changed, every problem expected as [file, path, words of its message]] */
type Case = [label: string, changes: FixtureFiles, expected: Array<[file: string, path: string, words: string]>];

const cases: Case[] = [
  ['a childId with no page file', { 'modules/home/module.json': { ...homeModule, childIds: ['welcome', 'about', 'events'] } },
    [['modules/home/module.json', '/childIds/2', "The page 'events' is listed in childIds but modules/home/pages/events.json does not exist."]]],
  ['a childId listed twice', { 'modules/home/module.json': { ...homeModule, childIds: ['welcome', 'about', 'welcome'] } },
    [['modules/home/module.json', '/childIds/2', 'listed more than once']]],
  ['a page file no module lists', { 'modules/home/pages/draft.json': page('draft') },
    [['modules/home/pages/draft.json', '', "add 'draft' to childIds in modules/home/module.json"]]],
  ['a default page outside childIds', { 'modules/home/module.json': { ...homeModule, defaultPage: 'contact' } },
    [['modules/home/module.json', '/defaultPage', "The default page 'contact' is not one of this module's childIds."]]],
  ['a module id that differs from its folder', { 'modules/home/module.json': { ...homeModule, id: 'start' } },
    [['modules/home/module.json', '/id', "must match its folder name 'home'"]]],
  ['a page id that differs from its file', { 'modules/home/pages/about.json': page('about-us') },
    [['modules/home/pages/about.json', '/id', "must match its file name 'about'"]]],
  ['moduleOrder naming a missing module', withSettings({ moduleOrder: ['home', 'news'] }),
    [['site.json', '/settings/moduleOrder/1', "moduleOrder names the module 'news', but modules/news/module.json does not exist."]]],
  ['moduleOrder holding a number', withSettings({ moduleOrder: ['home', 3] }),
    [['site.json', '/settings/moduleOrder/1', 'lists module keys']]],
  ['moduleOrder naming a module twice', withSettings({ moduleOrder: ['home', 'home'] }),
    [['site.json', '/settings/moduleOrder/1', 'more than once']]],
  ['two modules with one slug', {
    'modules/start/module.json': { id: 'start', slug: 'home', name: 'Start', childIds: [] },
  }, [['modules/start/module.json', '/slug', "The module slug 'home' is already used by module 'home'."]]],
  ['a reserved module slug', { 'modules/home/module.json': { ...homeModule, slug: 'settings' } },
    [['modules/home/module.json', '/slug', "The module slug 'settings' is reserved"]]],
  ['two pages of a module with one slug', { 'modules/home/pages/about.json': page('about', [], { slug: 'welcome' }) },
    [['modules/home/pages/about.json', '/slug', "The page slug 'welcome' is already used by page 'welcome' in this module."]]],
  ['the reserved page slug 404', { 'modules/home/pages/about.json': page('about', [], { slug: '404' }) },
    [['modules/home/pages/about.json', '/slug', "The page slug '404' is reserved"]]],
  ['a block id used twice in a page, nested', {
    'modules/home/pages/about.json': page('about', [{ id: 'text', type: 'richText' }, { id: 'tabs', type: 'tabs', children: [{ id: 'text', type: 'richText' }] }]),
  }, [['modules/home/pages/about.json', '/blocks/1/children/0/id', 'The block id \'text\' is used more than once in this page: give this block another id, or, if it is the same block standing in a further spot, write { "ref": "text" } there instead.']]],
  ['a reference to a block the page does not write in full', {
    'modules/home/pages/about.json': page('about', [{ id: 'text', type: 'richText' }, { id: 'tabs', type: 'tabs', children: [{ ref: 'txet' }] }]),
  }, [['modules/home/pages/about.json', '/blocks/1/children/0/ref', "The block 'txet' is not written in full in this page"]]],
  ['a reference to a block of another page', { 'modules/home/pages/about.json': page('about', [], { relatedModal: { ref: 'hero' } }) },
    [['modules/home/pages/about.json', '/relatedModal/ref', "The block 'hero' is not written in full in this page: a reference stands for a block of its own page"]]],
  ['a block holding a reference to itself', {
    'modules/home/pages/about.json': page('about', [{ id: 'cols', type: 'columns', columns: [12], positions: { 'col-0': [{ ref: 'cols' }] } }]),
  }, [['modules/home/pages/about.json', '/blocks/0/positions/col-0/0/ref', "The block 'cols' cannot hold itself."]]],
  ['two blocks holding references to each other', {
    'modules/home/pages/about.json': page('about', [{ id: 'a', type: 'tabs', children: [{ ref: 'b' }] }], { positions: { 'col-1': [{ id: 'b', type: 'tabs', children: [{ ref: 'a' }] }] } }),
  }, [
    ['modules/home/pages/about.json', '/blocks/0/children/0/ref', "The block 'b' cannot stand here: it holds 'a', which holds this reference, so it would stand inside itself."],
    ['modules/home/pages/about.json', '/positions/col-1/0/children/0/ref', "The block 'a' cannot stand here: it holds 'b'"],
  ]],
  ['a reference carrying more than the block it names', {
    'modules/home/pages/about.json': page('about', [{ id: 'text', type: 'richText' }, { ref: 'text', type: 'richText' }]),
  }, [['modules/home/pages/about.json', '/blocks/1', "must NOT have additional properties 'type'"]]],
  ['column widths that do not sum to 12', {
    'modules/home/pages/about.json': page('about', [{ id: 'cols', type: 'columns', columns: [6, 5] }]),
  }, [['modules/home/pages/about.json', '/blocks/0/columns', 'Column widths must add up to 12; these add up to 11.']]],
  ['more than 12 columns', {
    'modules/home/pages/about.json': page('about', [{ id: 'cols', type: 'columns', columns: Array(13).fill(1) }]),
  }, [['modules/home/pages/about.json', '/blocks/0/columns', 'at most 12 columns; this one has 13']]],
  ['a position beyond the columns', {
    'modules/home/pages/about.json': page('about', [{ id: 'cols', type: 'columns', columns: [6, 6], positions: { 'col-0': [], 'col-2': [] } }]),
  }, [['modules/home/pages/about.json', '/blocks/0/positions/col-2', "The column 'col-2' does not exist: this block has 2 columns"]]],
  ['positions without columns', {
    'modules/home/pages/about.json': page('about', [{ id: 'cols', type: 'columns', positions: { 'col-0': [] } }]),
  }, [['modules/home/pages/about.json', '/blocks/0/positions/col-0', 'this block has 0 columns']]],
  ['a block id used in the first column and again in a further column', {
    'modules/home/pages/about.json': page('about', [{ id: 'text', type: 'richText' }], { positions: { 'col-1': [{ id: 'text', type: 'richText' }] } }),
  }, [['modules/home/pages/about.json', '/positions/col-1/0/id', "The block id 'text' is used more than once in this page"]]],
  ['a related modal reusing a block id', {
    'modules/home/pages/about.json': page('about', [{ id: 'text', type: 'richText' }], { relatedModal: { id: 'text', type: 'richText' } }),
  }, [['modules/home/pages/about.json', '/relatedModal/id', "The block id 'text' is used more than once in this page"]]],
  ['a field written differently in two blocks', {
    'modules/home/pages/about.json': page('about', [{ id: 'form', type: 'richText', fields: [field('email')] }], {
      positions: { 'col-1': [{ id: 'other', type: 'richText', fields: [{ ...field('email'), name: 'Mail' }] }] },
    }),
  }, [['modules/home/pages/about.json', '/positions/col-1/0/fields/0', "The field 'email' differs from its definition in modules/home/pages/about.json at /blocks/0/fields/0"]]],
  ['a field shown twice by one block', { 'modules/home/pages/about.json': page('about', [{ id: 'form', type: 'richText', fields: [field('email'), field('email')] }]) },
    [['modules/home/pages/about.json', '/blocks/0/fields/1/id', "This block shows the field 'email' more than once."]]],
  ['a group holding itself', {
    'modules/home/pages/about.json': page('about', [{ id: 'form', type: 'richText', fields: [{ ...field('address'), type: 'group', children: [{ ...field('address'), type: 'group' }] }] }]),
  }, [
    ['modules/home/pages/about.json', '/blocks/0/fields/0/children/0/id', "The field 'address' cannot hold itself."],
    ['modules/home/pages/about.json', '/blocks/0/fields/0/children/0', "The field 'address' differs from its definition"],
  ]],
  ['a field with neither key nor name', { 'modules/home/pages/about.json': page('about', [{ id: 'form', type: 'richText', fields: [{ id: 'note', type: 'paragraph' }] }]) },
    [['modules/home/pages/about.json', '/blocks/0/fields/0', "The field 'note' needs a key or a name"]]],
  ['a repeater sorted by a field it does not hold', {
    'modules/home/pages/about.json': page('about', [{ id: 'form', type: 'richText', fields: [field('email'), { ...field('posts'), type: 'repeater', children: [field('role')], sort: { fieldId: 'email' } }] }]),
  }, [['modules/home/pages/about.json', '/blocks/0/fields/1/sort/fieldId', "The field 'posts' sorts by 'email', which is not one of its children."]]],
  ['a field showing a block of another page', {
    'modules/home/pages/about.json': page('about', [{ id: 'form', type: 'richText', fields: [{ ...field('email'), relatedBlocks: { display: ['form', 'hello'] } }] }]),
    'modules/home/pages/welcome.json': page('welcome', [{ id: 'hello', type: 'richText' }]),
  }, [['modules/home/pages/about.json', '/blocks/0/fields/0/relatedBlocks/display/1', "The block 'hello' the field 'email' shows is not a block of this page."]]],
  ['a field showing a block another page lacks, by module/page/block', {
    'modules/home/pages/about.json': page('about', [{ id: 'form', type: 'richText', fields: [{ ...field('email'), relatedBlocks: { display: ['home/welcome/hello', 'home/welcome/gone'] } }] }]),
    'modules/home/pages/welcome.json': page('welcome', [{ id: 'hello', type: 'richText' }]),
  }, [['modules/home/pages/about.json', '/blocks/0/fields/0/relatedBlocks/display/1', "The block 'home/welcome/gone' the field 'email' shows is not a block of the page 'home/welcome'."]]],
  ['an active brand not among the brands', { 'site.json': { ...siteJson, activeBrand: 'night' } },
    [['site.json', '/activeBrand', "The active brand 'night' is not one of the brands listed in brands."]]],
  ['a listed brand with no file', { 'site.json': { ...siteJson, brands: ['main', 'night'] } },
    [['site.json', '/brands/1', "The brand 'night' has no file brands/night.json."]]],
  ['a brand file not listed', { 'brands/night.json': { ...(base['brands/main.json'] as object), id: 'night' } },
    [['brands/night.json', '', 'not listed in the brands of site.json']]],
  ['a missing asset', { 'images/hero.png': undefined },
    [['modules/home/pages/welcome.json', '/blocks/0/options/fileId', "The asset 'images/hero.png' does not exist."]]],
  ['an asset path leaving the site', { 'brands/main.json': { ...(base['brands/main.json'] as object), logo: '../outside.png' } },
    [['brands/main.json', '/logo', 'leads outside the site directory']]],
  ['an absolute asset path', { 'brands/main.json': { ...(base['brands/main.json'] as object), favicon: '/etc/passwd' } },
    [['brands/main.json', '/favicon', 'leads outside the site directory']]],
  ['an asset that is a folder', { 'brands/main.json': { ...(base['brands/main.json'] as object), logo: 'images' } },
    [['brands/main.json', '/logo', "The asset 'images' does not exist."]]],
  ['a fileId option that is not a path', {
    'modules/home/pages/about.json': page('about', [{ id: 'pic', type: 'image', options: { fileId: 42 } }]),
  }, [['modules/home/pages/about.json', '/blocks/0/options/fileId', 'Expected an asset path relative to the site directory, found 42.']]],
  ['a translation file for an unknown language', { 'i18n/xx.json': {} },
    [['i18n/xx.json', '', "'xx' is not a supported language"]]],
  ['a translation file for a language that is not enabled', { 'i18n/fr.json': { 'notFound.title': 'Rien ici' } },
    [['i18n/fr.json', '', "'fr' is not an enabled language: enable it in settings.languages of site.json or remove this file."]]],
  ['a $schema that is not the file\'s own', { 'modules/home/pages/about.json': page('about', [], { $schema: '../../.schemas/module-file.schema.json' }) },
    [['modules/home/pages/about.json', '/$schema', "must be '../../../.schemas/page-file.schema.json'"]]],
  ['$schema holding something else than a string', { 'i18n/en.json': { $schema: 3, 'notFound.title': 'Nothing here' } },
    [['i18n/en.json', '/$schema', 'must be string']]],
  ['two lists with one id', { 'site.json': { ...siteJson, lists: [list('makers'), list('makers')] } },
    [['site.json', '/lists/1/id', "The list id 'makers' is used by more than one list."]]],
  ['a membership of a list that does not exist', { 'site.json': { ...siteJson, lists: [list('makers')], accounts: [{ ...account('a@demo.test'), memberships: [{ list: 'makers' }, { list: 'crew' }] }] } },
    [['site.json', '/accounts/0/memberships/1/list', "The list 'crew' is not one of the lists in site.json."]]],
  ['a grant on a module or page that does not exist', { 'site.json': { ...siteJson, accounts: [{ ...account('a@demo.test'), grants: [
    { module: 'news', actions: ['manageSettings'] }, { module: 'home', page: 'events', actions: ['update'] }, { module: 'home', page: 'about', subject: 'items.pages', actions: ['update'] },
  ] }] } }, [
    ['site.json', '/accounts/0/grants/0/module', "The grant names the module 'news', but modules/news/module.json does not exist."],
    ['site.json', '/accounts/0/grants/1/page', "The grant names the page 'events', but modules/home/pages/events.json does not exist."],
    ['site.json', '/accounts/0/grants/2/subject', 'A page holds blocks, not pages.'],
  ]],
  ['a list named twice in one account', { 'site.json': { ...siteJson, lists: [list('makers')], accounts: [{ ...account('a@demo.test'), memberships: [{ list: 'makers' }, { list: 'makers', state: 'applied' }] }] } },
    [['site.json', '/accounts/0/memberships/1/list', "already a member of the list 'makers'"]]],
  ['a rule naming a list that does not exist, nested', {
    'modules/home/pages/about.json': page('about', [{ id: 'tabs', type: 'tabs', children: [{ id: 'secret', type: 'richText', visibility: listRule({ list: 'crew' }) }] }]),
  }, [['modules/home/pages/about.json', '/blocks/0/children/0/visibility/rules/children/0/children/0/list', "The list 'crew' is not one of the lists in site.json."]]],
  ['a page visible to a list that does not exist', {
    'site.json': { ...siteJson, lists: [list('makers')] }, 'modules/home/pages/about.json': page('about', [], { visibleToLists: ['makers', 'crew'] }),
  }, [['modules/home/pages/about.json', '/visibleToLists/1', "The list 'crew' is not one of the lists in site.json."]]],
  ['a rule naming a list by database id', { 'modules/home/pages/about.json': page('about', [{ id: 'secret', type: 'richText', visibility: listRule({ listId: 3 }) }]) },
    [['modules/home/pages/about.json', '/blocks/0/visibility/rules/children/0/children/0/listId', "names its list by key in 'list'; 3 is a database id"]]],
  ['a default language that is not enabled', withSettings({ languages: { default: 'fr', enabled: ['en'] } }),
    [['site.json', '/settings/languages/default', "The default language 'fr' must be one of the enabled languages (en)."]]],
  ['a published language that is not enabled', withSettings({ languages: { default: 'en', enabled: ['en', 'fr'], published: ['fr', 'cy'] } }),
    [['site.json', '/settings/languages/published/1', "'cy' cannot be published: it is not an enabled language."]]],
  ['translations into a language that is not enabled', { 'modules/home/module.json': { ...homeModule, translations: { cy: { name: 'Hafan' } } } },
    [['modules/home/module.json', '/translations/cy', "'cy' is not an enabled language"]]],
  ['translations into the default language, on a nested block', {
    'modules/home/pages/about.json': page('about', [{ id: 'tabs', type: 'tabs', children: [{ id: 'text', type: 'richText', translations: { en: { title: 'Hi' } } }] }]),
  }, [['modules/home/pages/about.json', '/blocks/0/children/0/translations/en', "'en' is the default language"]]],
  ['settings translated into a language that is not enabled', withSettings({ translations: { de: { name: 'Fixtur' } } }),
    [['site.json', '/settings/translations/de', "'de' is not an enabled language"]]],
  ['two accounts with one email, in any case', { 'site.json': { ...siteJson, accounts: [account('ada@demo.test'), account('ADA@demo.test')] } },
    [['site.json', '/accounts/1/email', "The email 'ADA@demo.test' is already used by the account at /accounts/0."]]],
];

describe('loadSite cross-reference checks', () => {
  it.each(cases)('%s', async (_label, changes, expected) => {
    const { site, problems } = await loadSite(await writeFixture(siteWith(changes)), anyBlock);
    expect(site).toBeNull();
    expect(problems.map((p) => [p.file, p.path])).toEqual(expected.map(([file, path]) => [file, path]));
    for (const [index, [, , words]] of expected.entries()) expect(problems[index]?.message).toContain(words);
  });

  it('accepts lists, memberships and rules that name lists by key', async () => {
    const changes = {
      'site.json': { ...siteJson, lists: [list('makers')], accounts: [{ ...account('a@demo.test'), memberships: [{ list: 'makers', state: 'applied' }] }] },
      'modules/home/pages/about.json': page('about', [{ id: 'secret', type: 'richText', visibility: listRule({ list: 'makers' }) }]),
    };
    expect((await loadSite(await writeFixture(siteWith(changes)), anyBlock)).problems).toEqual([]);
  });

  it('accepts a field two pages show naming a block of one of them by module/page/block', async () => {
    const email = { ...field('email'), relatedBlocks: { display: ['home/welcome/hello'] } };
    const changes = {
      'modules/home/pages/about.json': page('about', [{ id: 'form', type: 'richText', fields: [email] }]),
      'modules/home/pages/welcome.json': page('welcome', [{ id: 'hello', type: 'richText', fields: [email] }]),
    };
    expect((await loadSite(await writeFixture(siteWith(changes)), anyBlock)).problems).toEqual([]);
  });

  it('accepts translations into the enabled languages other than the default', async () => {
    const changes = {
      ...withSettings({ languages: { default: 'en', enabled: ['en', 'fr', 'cy'], published: ['fr'] }, translations: { fr: { name: 'Fixture', footer: { helpPage: { label: 'Aide' } } } } }),
      'modules/home/module.json': { ...homeModule, translations: { fr: { name: 'Accueil' }, cy: { name: 'Hafan' } } },
      'modules/home/pages/about.json': page('about', [{ id: 'h', type: 'heading', translations: { fr: { title: 'Titre', options: { text: 'Bonjour' } } } }], { translations: { cy: { name: 'Amdanom' } } }),
    };
    expect((await loadSite(await writeFixture(siteWith(changes)), anyBlock)).problems).toEqual([]);
  });

  it('accepts the $schema of every kind of site file', async () => {
    const changes = {
      'site.json': { $schema: './.schemas/site-file.schema.json', ...siteJson },
      'modules/home/module.json': { $schema: '../../.schemas/module-file.schema.json', ...homeModule },
      'modules/home/pages/about.json': page('about', [], { $schema: '../../../.schemas/page-file.schema.json' }),
      'brands/main.json': { $schema: '../.schemas/brand-file.schema.json', ...(base['brands/main.json'] as object) },
      'i18n/en.json': { $schema: '../.schemas/site-translations-file.schema.json', 'notFound.title': 'Nothing here' },
    };
    const { site, problems } = await loadSite(await writeFixture(siteWith(changes)), anyBlock);
    expect(problems).toEqual([]);
    expect(site?.translations).toEqual({ en: { 'notFound.title': 'Nothing here' } });
  });

  it('warns of an enabled language without the site\'s texts, and of files with fewer texts than the others', async () => {
    const changes = {
      ...withSettings({ languages: { default: 'en', enabled: ['en', 'fr', 'cy'] } }),
      'i18n/en.json': { 'notFound.title': 'Nothing here', 'site.tagline': 'Make' },
      'i18n/fr.json': { 'notFound.title': 'Rien ici' },
    };
    const { site, problems, warnings } = await loadSite(await writeFixture(siteWith(changes)), anyBlock);
    expect(problems).toEqual([]);
    expect(site).not.toBeNull();
    expect(warnings).toEqual([
      { file: 'i18n/fr.json', path: '', message: "This file has 1 text where the languages together have 2: add 'site.tagline'." },
      { file: 'site.json', path: '/settings/languages/enabled/2', message: "The enabled language 'cy' has no i18n/cy.json, so the site's own texts show in another language there." },
    ]);
  });

  it('accepts a null fileId option as "no image"', async () => {
    const changes = { 'modules/home/pages/about.json': page('about', [{ id: 'pic', type: 'image', options: { fileId: null } }]) };
    expect((await loadSite(await writeFixture(siteWith(changes)), anyBlock)).problems).toEqual([]);
  });

  it('accepts a block standing in several spots, its further spots written as references wherever they come', async () => {
    const blocks = [
      { ref: 'note' },
      { id: 'cols', type: 'columns', columns: [4, 8], positions: { 'col-0': [{ id: 'note', type: 'richText' }], 'col-1': [{ ref: 'note' }, { id: 'tabs', type: 'tabs', children: [{ ref: 'note' }] }] } },
    ];
    const changes = { 'modules/home/pages/about.json': page('about', blocks, { positions: { 'col-1': [{ ref: 'tabs' }] }, relatedModal: { ref: 'cols' } }) };
    expect((await loadSite(await writeFixture(siteWith(changes)), anyBlock)).problems).toEqual([]);
  });

  it('accepts a sound column layout', async () => {
    const blocks = [
      { id: 'cols', type: 'columns', columns: [4, 8], positions: { 'col-0': [{ id: 'a', type: 'richText' }], 'col-1': [{ id: 'b', type: 'richText' }] } },
    ];
    const { problems } = await loadSite(await writeFixture(siteWith({ 'modules/home/pages/about.json': page('about', blocks) })), anyBlock);
    expect(problems).toEqual([]);
  });
});
