// Checks a site's files as `tessera validate` does, with the same loader: they are written to a
// scratch directory (with the assets' bytes) and loaded from there.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { checkBlock } from '@tessera/blocks/definitions';
import { loadSite, type SiteProblem } from '@tessera/schemas/site-files';
import type { SiteApplyBody, SiteFilesModel } from '@tessera/schemas';

/** Assets sent with an apply: path → its bytes (base64) and their SHA-256. */
export type SentAssets = SiteApplyBody['assets'];

/** The assets sent, each with its path. */
export const sentAssets = (assets: SentAssets) => Object.entries(assets).flatMap(([path, asset]) => (asset ? [{ path, ...asset }] : []));

const SAFE_PATH = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[\w .@()+,-]+(?:\/[\w .@()+,-]+)*$/;

/** Every problem of the files and assets; none means they load as a site. */
export async function checkSiteFiles(files: SiteFilesModel, assets: SentAssets): Promise<SiteProblem[]> {
  const unsafe = [...Object.keys(files), ...Object.keys(assets)].filter((path) => !SAFE_PATH.test(path) || normalize(path) !== path);
  if (unsafe.length > 0) return unsafe.map((file) => ({ file, path: '', message: 'This path leads outside the site directory or holds characters a site file name may not.' }));
  const problems: SiteProblem[] = [];
  const dir = await mkdtemp(join(tmpdir(), 'tessera-apply-'));
  try {
    const write = async (path: string, bytes: string | Buffer): Promise<void> => {
      await mkdir(dirname(join(dir, path)), { recursive: true });
      await writeFile(join(dir, path), bytes);
    };
    await Promise.all(Object.entries(files).map(([path, value]) => write(path, JSON.stringify(value))));
    await Promise.all(sentAssets(assets).map(async ({ path, sha256, data }) => {
      const bytes = Buffer.from(data, 'base64');
      if (createHash('sha256').update(bytes).digest('hex') !== sha256) problems.push({ file: path, path: '', message: 'The bytes sent do not match their SHA-256.' });
      await write(path, bytes);
    }));
    problems.push(...(await loadSite(dir, { checkBlock })).problems);
    return problems;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
