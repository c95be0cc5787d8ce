import { afterAll, describe, expect, it } from 'vitest';
import { loadSite } from './load-site.ts';
import { anyBlock, baseSite, removeFixtures, siteWith, writeFixture } from './test-support/site-fixture.ts';

afterAll(removeFixtures);

describe('loadSite on a valid site', () => {
  it('finds no problems and returns the loaded site', async () => {
    const dir = await writeFixture(baseSite());
    const { site, problems } = await loadSite(dir, anyBlock);
    expect(problems).toEqual([]);
    expect(site?.dir).toBe(dir);
    expect(site?.site.activeBrand).toBe('main');
    expect(site?.modules.map((m) => m.file)).toEqual(['modules/home/module.json']);
    expect(site?.modules[0]?.pages.map((p) => p.file)).toEqual(['modules/home/pages/welcome.json', 'modules/home/pages/about.json']);
    expect(site?.brands.map((b) => b.brand.id)).toEqual(['main']);
    expect(site?.translations).toEqual({ en: { 'notFound.title': 'Nothing here' } });
    expect(site?.assets).toEqual(['images/logo.png', 'images/hero.png']);
  });

  it('orders modules by moduleOrder, then the rest by key', async () => {
    const module = (id: string) => ({ id, slug: id, name: id, childIds: [] });
    const base = baseSite();
    const siteJson = base['site.json'] as { settings: { moduleOrder: string[] } };
    siteJson.settings.moduleOrder = ['news', 'home'];
    const dir = await writeFixture({
      ...base,
      'modules/news/module.json': module('news'),
      'modules/alpha/module.json': module('alpha'),
      'modules/zulu/module.json': module('zulu'),
    });
    const { site } = await loadSite(dir, anyBlock);
    expect(site?.modules.map((m) => m.module.id)).toEqual(['news', 'home', 'alpha', 'zulu']);
  });

  it('lists an asset referenced twice once, in the order first referenced', async () => {
    const dir = await writeFixture(siteWith({
      'modules/home/pages/about.json': {
        id: 'about', slug: 'about', name: 'About',
        blocks: [{ id: 'gallery', type: 'gallery', options: { slides: [{ imageFileId: './images/hero.png' }, { imageFileId: 'images/extra.png' }] } }],
      },
      'images/extra.png': 'png',
    }));
    const { site, problems } = await loadSite(dir, anyBlock);
    expect(problems).toEqual([]);
    expect(site?.assets).toEqual(['images/logo.png', 'images/hero.png', 'images/extra.png']);
  });
});

describe('loadSite reading files', () => {
  it('reports a directory without site.json', async () => {
    const dir = await writeFixture({});
    const { site, problems } = await loadSite(dir, anyBlock);
    expect(site).toBeNull();
    expect(problems).toEqual([{ file: 'site.json', path: '', message: 'The site has no site.json; is this a site directory?' }]);
  });

  it('reports a file that is not JSON', async () => {
    const dir = await writeFixture(siteWith({ 'modules/home/pages/about.json': '{ "id": "about", ' }));
    const { site, problems } = await loadSite(dir, anyBlock);
    expect(site).toBeNull();
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'modules/home/pages/about.json', path: '' });
    expect(problems[0]?.message).toMatch(/^This file cannot be read as JSON: /);
  });

  it('reports schema problems with the JSON path of each', async () => {
    const dir = await writeFixture(siteWith({
      'modules/home/module.json': { id: 'home', slug: 'Home Page', name: 'Home', childIds: ['welcome', 'about'], colour: 'red' },
    }));
    const { problems } = await loadSite(dir, anyBlock);
    expect(problems.map((p) => [p.file, p.path])).toEqual([
      ['modules/home/module.json', ''],
      ['modules/home/module.json', '/slug'],
    ]);
    expect(problems[0]?.message).toContain("'colour'");
  });

  it('reports a module folder without module.json', async () => {
    const dir = await writeFixture(siteWith({ 'modules/empty/pages/lost.json': { id: 'lost', slug: 'lost', name: 'Lost', blocks: [] } }));
    const { problems } = await loadSite(dir, anyBlock);
    expect(problems).toEqual([{ file: 'modules/empty/module.json', path: '', message: 'The module folder modules/empty has no module.json.' }]);
  });

  it('ignores files that are not JSON in the data folders', async () => {
    const dir = await writeFixture(siteWith({ 'brands/README.md': '# Brands', 'modules/home/pages/notes.txt': 'draft' }));
    const { problems } = await loadSite(dir, anyBlock);
    expect(problems).toEqual([]);
  });

  it('sorts problems by file', async () => {
    const dir = await writeFixture(siteWith({
      'site.json': { settings: { name: 'Fixture', moduleOrder: ['home'], languages: { default: 'en', enabled: ['en'] } }, brands: ['main'], activeBrand: 'other' },
      'brands/main.json': { id: 'main', brandName: 'Main', logo: 'images/missing.png', themeStyles: { light: {} } },
    }));
    const { problems } = await loadSite(dir, anyBlock);
    const files = problems.map((p) => p.file);
    expect(files).toEqual([...files].sort());
    expect(new Set(files)).toEqual(new Set(['brands/main.json', 'site.json']));
  });
});
