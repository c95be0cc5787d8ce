// Checks a site's files as `tessera validate` does, with the same loader, reading them from the
// request in memory (the assets by their paths, their bytes checked against their SHA-256).
import { createHash } from 'node:crypto';
import { normalize } from 'node:path';
import { checkBlock } from '@tessera/blocks/definitions';
import { loadSiteFrom, memorySource, type SiteProblem } from '@tessera/schemas/site-files';
import type { SiteApplyBody, SiteFilesModel } from '@tessera/schemas';

/** Assets sent with an apply: path → their SHA-256 and, unless the server holds them, their bytes (base64). */
export type SentAssets = SiteApplyBody['assets'];

/** The assets sent, each with its path. */
export const sentAssets = (assets: SentAssets) => Object.entries(assets).flatMap(([path, asset]) => (asset ? [{ path, ...asset }] : []));

const SAFE_PATH = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[\w .@()+,-]+(?:\/[\w .@()+,-]+)*$/;

/** Every problem of the files and assets; none means they load as a site. */
export async function checkSiteFiles(files: SiteFilesModel, assets: SentAssets): Promise<SiteProblem[]> {
  const unsafe = [...Object.keys(files), ...Object.keys(assets)].filter((path) => !SAFE_PATH.test(path) || normalize(path) !== path);
  if (unsafe.length > 0) return unsafe.map((file) => ({ file, path: '', message: 'This path leads outside the site directory or holds characters a site file name may not.' }));
  const sent = sentAssets(assets);
  const problems: SiteProblem[] = sent
    .filter(({ sha256, data }) => data !== undefined && createHash('sha256').update(Buffer.from(data, 'base64')).digest('hex') !== sha256)
    .map(({ path }) => ({ file: path, path: '', message: 'The bytes sent do not match their SHA-256.' }));
  problems.push(...(await loadSiteFrom(memorySource(files, sent.map(({ path }) => path)), { checkBlock })).problems);
  return problems;
}
