import { realpath, stat } from 'node:fs/promises';
import { isAbsolute, relative, resolve, sep } from 'node:path';
import type { AssetRef } from './collect-asset-refs.ts';
import type { ReportProblem } from './types.ts';

/**
 * Checks that each reference names a file inside the site directory (following symbolic links)
 * and returns the distinct asset paths, relative and '/'-separated, in the order first referenced.
 * A null reference means "no asset" and is skipped.
 */
export async function checkAssets(dir: string, refs: AssetRef[], report: ReportProblem): Promise<string[]> {
  const siteDir = await realpath(dir).catch(() => resolve(dir));
  const assets = new Set<string>();
  for (const { file, path, value } of refs) {
    if (value === null) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      report({ file, path, message: `Expected an asset path relative to the site directory, found ${JSON.stringify(value)}.` });
      continue;
    }
    const problem = await whyUnusable(siteDir, value);
    if (problem) report({ file, path, message: `The asset '${value}' ${problem}.` });
    else assets.add(relative(siteDir, resolve(siteDir, value)).split(sep).join('/'));
  }
  return [...assets];
}

async function whyUnusable(siteDir: string, assetPath: string): Promise<string | null> {
  if (isAbsolute(assetPath) || isOutside(siteDir, resolve(siteDir, assetPath))) return 'leads outside the site directory; use a path relative to it';
  const real = await realpath(resolve(siteDir, assetPath)).catch(() => null);
  if (real === null || !(await stat(real)).isFile()) return 'does not exist';
  return isOutside(siteDir, real) ? 'is a link leading outside the site directory' : null;
}

function isOutside(siteDir: string, target: string): boolean {
  const rel = relative(siteDir, target);
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
}
