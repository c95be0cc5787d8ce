// A large valid site written as site files, for the CLI's benchmarks (validate, and export, diff and
// apply against a server): 200 modules × 10 pages × 5 blocks = 10,000 blocks by default, two
// languages, one brand, two images. Deterministic: the same size writes the same bytes.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

export interface GeneratedSiteSize {
  modules: number;
  pagesPerModule: number;
}

/** Each page holds a heading, a columns block (a rich text and an image inside) and a rich text. */
export const BLOCKS_PER_PAGE = 5;
export const GENERATED_SITE_SIZE: GeneratedSiteSize = { modules: 200, pagesPerModule: 10 };
/** The password of the generated site's admin, admin@generated.test. */
export const GENERATED_PASSWORD = 'generated-site-password';

const IMAGE = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#0a5"/></svg>\n';

/** Every file of the site: path relative to the site directory → content (a JSON value, or text for images). */
export function* generatedSiteFiles({ modules, pagesPerModule }: GeneratedSiteSize = GENERATED_SITE_SIZE): Generator<[string, unknown]> {
  const moduleKeys = Array.from({ length: modules }, (_, m) => `module-${m + 1}`);
  yield ['site.json', {
    settings: { name: 'Generated site', moduleOrder: moduleKeys, languages: { default: 'en', enabled: ['en', 'fr'], published: ['fr'] } },
    brands: ['main'],
    activeBrand: 'main',
    accounts: [{ email: 'admin@generated.test', firstName: 'Ada', lastName: 'Admin', role: 'admin', password: GENERATED_PASSWORD }],
  }];
  yield ['brands/main.json', {
    id: 'main', brandName: 'Generated', logo: 'images/logo.svg',
    themeStyles: { light: { primary: '#0a5', onPrimary: '#fff', headerBackground: '#123', headerText: '#fff', pageBackground: '#fafafa', surface: '#fff', text: '#111', mutedText: '#666', border: '#ddd' } },
  }];
  yield ['i18n/en.json', { 'site.tagline': 'A generated site' }];
  yield ['i18n/fr.json', { 'site.tagline': 'Un site généré' }];
  yield ['images/logo.svg', IMAGE];
  yield ['images/picture.svg', IMAGE];
  for (const [m, key] of moduleKeys.entries()) {
    const pageKeys = Array.from({ length: pagesPerModule }, (_, p) => `page-${p + 1}`);
    yield [`modules/${key}/module.json`, { id: key, slug: key, name: `Module ${m + 1}`, childIds: pageKeys, defaultPage: pageKeys[0], translations: { fr: { name: `Module ${m + 1} (fr)` } } }];
    for (const [p, pageKey] of pageKeys.entries()) yield [`modules/${key}/pages/${pageKey}.json`, generatedPage(pageKey, `${m + 1}.${p + 1}`)];
  }
}

function generatedPage(key: string, label: string): unknown {
  return {
    id: key, slug: key, name: `Page ${label}`, translations: { fr: { name: `Page ${label} (fr)` } },
    blocks: [
      { id: 'title', type: 'heading', options: { text: `Page ${label}`, level: 2 }, translations: { fr: { options: { text: `Page ${label} (fr)` } } } },
      {
        id: 'intro', type: 'columns', columns: [6, 6], positions: {
          'col-0': [{ id: 'intro-text', type: 'richText', options: { html: `<p>Introduction to page ${label}.</p>` } }],
          'col-1': [{ id: 'intro-picture', type: 'image', options: { fileId: 'images/picture.svg', alt: `Picture of page ${label}` } }],
        },
      },
      { id: 'body', type: 'richText', options: { html: `<p>The body of page ${label}, with <strong>some</strong> text.</p>` } },
    ],
  };
}

/** Writes the generated site into `dir` (which may not hold a site yet); answers what it holds. */
export async function writeGeneratedSite(dir: string, size: GeneratedSiteSize = GENERATED_SITE_SIZE): Promise<{ modules: number; pages: number; blocks: number; files: number }> {
  const files = [...generatedSiteFiles(size)];
  await Promise.all([...new Set(files.map(([path]) => dirname(join(dir, path))))].map((folder) => mkdir(folder, { recursive: true })));
  // In slices, so a large site does not open thousands of files at once.
  for (let start = 0; start < files.length; start += 200) {
    await Promise.all(files.slice(start, start + 200).map(([path, content]) => writeFile(join(dir, path), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`)));
  }
  const pages = size.modules * size.pagesPerModule;
  return { modules: size.modules, pages, blocks: pages * BLOCKS_PER_PAGE, files: files.length };
}
