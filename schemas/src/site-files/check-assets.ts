import type { AssetRef } from './collect-asset-refs.ts';
import type { SiteSource } from './site-source.ts';
import type { ReportProblem } from './types.ts';

/**
 * Checks that each reference names a file inside the site directory (following symbolic links)
 * and returns the distinct asset paths, relative and '/'-separated, in the order first referenced.
 * A null reference means "no asset" and is skipped.
 */
export async function checkAssets(source: SiteSource, refs: AssetRef[], report: ReportProblem): Promise<string[]> {
  const assets = new Set<string>();
  for (const { file, path, value } of refs) {
    if (value === null) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      report({ file, path, message: `Expected an asset path relative to the site directory, found ${JSON.stringify(value)}.` });
      continue;
    }
    const found = await source.asset(value);
    if ('problem' in found) report({ file, path, message: `The asset '${value}' ${found.problem}.` });
    else assets.add(found.path);
  }
  return [...assets];
}
