// Small site directories for the loader's tests, written from a map of path → content.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { BlockCatalogue } from '../../blocks/block-catalogue.ts';

/** Relative path → file content: text is written as is, anything else as JSON. */
export type FixtureFiles = Record<string, unknown>;

const tokens = {
  primary: '#0a5', onPrimary: '#fff', headerBackground: '#123', headerText: '#fff', pageBackground: '#fafafa',
  surface: '#fff', text: '#111', mutedText: '#666', border: '#ddd',
};

/** A minimal valid site: one module with two pages, one brand with a logo, English overrides, one account. */
export function baseSite(): FixtureFiles {
  return {
    'site.json': {
      settings: { name: 'Fixture', moduleOrder: ['home'], languages: { default: 'en', enabled: ['en'] } },
      brands: ['main'],
      activeBrand: 'main',
      accounts: [{ email: 'ada@demo.test', firstName: 'Ada', lastName: 'Lovelace', role: 'admin', password: 'tessera-demo' }],
    },
    'modules/home/module.json': { id: 'home', slug: 'home', name: 'Home', childIds: ['welcome', 'about'], defaultPage: 'welcome' },
    'modules/home/pages/welcome.json': {
      id: 'welcome', slug: 'welcome', name: 'Welcome',
      blocks: [{ id: 'hero', type: 'image', options: { fileId: 'images/hero.png' } }],
    },
    'modules/home/pages/about.json': { id: 'about', slug: 'about', name: 'About', blocks: [] },
    'brands/main.json': { id: 'main', brandName: 'Main', logo: 'images/logo.png', themeStyles: { light: tokens } },
    'i18n/en.json': { 'notFound.title': 'Nothing here' },
    'images/hero.png': 'png',
    'images/logo.png': 'png',
  };
}

/** A block catalogue that finds nothing wrong with any block, for tests of everything else. */
export const anyBlock: BlockCatalogue = { checkBlock: () => [] };

const written: string[] = [];

/** Writes `files` into a fresh temporary directory and returns its path. */
export async function writeFixture(files: FixtureFiles): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-site-'));
  written.push(dir);
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  }
  return dir;
}

/** The base site with some files replaced (or removed, with undefined). */
export function siteWith(changes: FixtureFiles): FixtureFiles {
  const files = { ...baseSite(), ...changes };
  return Object.fromEntries(Object.entries(files).filter(([, content]) => content !== undefined));
}

/** Deletes every directory writeFixture made (call from afterAll). */
export async function removeFixtures(): Promise<void> {
  await Promise.all(written.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
