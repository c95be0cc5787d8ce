// A site directory as the sync calls send it: checked as `tessera validate` checks it, then its
// files' JSON (as the loader parsed them) and the bytes of every asset it references.
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
  // The loader's values are the files as parsed; only the texts are read again, to keep their $schema.
  const texts = await Promise.all(Object.keys(site.translations).map(async (language) => {
    const path = `i18n/${language}.json`;
    return [path, JSON.parse(await readFile(join(dir, path), 'utf8')) as object] as const;
  }));
  const files = Object.fromEntries([...loadedFiles(site), ...texts]);
  const assets = Object.fromEntries(await Promise.all(site.assets.map(async (path) => {
    const bytes = await readFile(join(dir, path));
    return [path, { sha256: createHash('sha256').update(bytes).digest('hex'), data: bytes.toString('base64') }] as const;
  })));
  return { ok: true, files, assets };
}

/** Every JSON file of the loaded site but the texts, by its path relative to the site directory. */
function loadedFiles(site: LoadedSite): Array<readonly [string, object]> {
  return [
    ['site.json', site.site],
    ...site.modules.flatMap(({ file, module, pages }) => [[file, module] as const, ...pages.map(({ file: path, page }) => [path, page] as const)]),
    ...site.brands.map(({ file, brand }) => [file, brand] as const),
  ];
}

/** The assets as an apply sends them: each with its SHA-256, and its bytes only where `withBytes` asks for them. */
export function assetsToSend(assets: SiteApplyBody['assets'], withBytes: (sha256: string, path: string) => boolean): SiteApplyBody['assets'] {
  return Object.fromEntries(Object.entries(assets).flatMap(([path, asset]) => (asset
    ? [[path, withBytes(asset.sha256, path) ? asset : { sha256: asset.sha256 }]]
    : [])));
}
