// A site directory as the sync calls send it: checked as `tessera validate` checks it, then its
// files' JSON and the bytes of every asset it references.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { checkBlock } from '@tessera/blocks/definitions';
import type { SiteApplyBody } from '@tessera/schemas';
import { loadSite, type LoadedSite, type SiteProblem } from '@tessera/schemas/site-files';

export type LocalSite = { ok: true; files: SiteApplyBody['files']; assets: SiteApplyBody['assets'] } | { ok: false; problems: SiteProblem[] };

export async function readLocalSite(dir: string): Promise<LocalSite> {
  const { site, problems } = await loadSite(dir, { checkBlock });
  if (!site) return { ok: false, problems };
  const paths = siteFilePaths(site);
  const files = Object.fromEntries(await Promise.all(paths.map(async (path) => [path, JSON.parse(await readFile(join(dir, path), 'utf8')) as object] as const)));
  const assets = Object.fromEntries(await Promise.all(site.assets.map(async (path) => {
    const bytes = await readFile(join(dir, path));
    return [path, { sha256: createHash('sha256').update(bytes).digest('hex'), data: bytes.toString('base64') }] as const;
  })));
  return { ok: true, files, assets };
}

/** Every JSON file of the loaded site, relative to its directory. */
function siteFilePaths(site: LoadedSite): string[] {
  return [
    'site.json',
    ...site.modules.flatMap(({ file, pages }) => [file, ...pages.map((page) => page.file)]),
    ...site.brands.map(({ file }) => file),
    ...Object.keys(site.translations).map((language) => `i18n/${language}.json`),
  ];
}
