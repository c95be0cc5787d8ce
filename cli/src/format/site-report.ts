import { join } from 'node:path';
import type { LoadedSite, SiteProblem } from '@tessera/schemas/site-files';
import { plural } from './plural.ts';

/** Counts of what a valid site holds. */
export interface SiteCounts {
  modules: number;
  pages: number;
  brands: number;
  languages: number;
  assets: number;
}

export function siteCounts(site: LoadedSite): SiteCounts {
  return {
    modules: site.modules.length,
    pages: site.modules.reduce((total, module) => total + module.pages.length, 0),
    brands: site.brands.length,
    languages: Object.keys(site.translations).length,
    assets: site.assets.length,
  };
}

/**
 * One line per problem, `<file> <json-path>: <message>`, the file joined to the directory as the
 * user gave it (so `validate sites/demo` prints paths an editor can open from the same place).
 * The JSON path is left out for a problem with the whole file.
 */
export function problemLine(dir: string, { file, path, message }: SiteProblem): string {
  return `${join(dir, file)}${path ? ` ${path}` : ''}: ${message}`;
}

export function problemsSummary(dir: string, problems: SiteProblem[]): string {
  return `${plural(problems.length, 'problem')} found in ${dir}.`;
}

export function validSummary(dir: string, counts: SiteCounts): string {
  const { modules, pages, brands, languages, assets } = counts;
  return `${dir} is valid: ${plural(modules, 'module')}, ${plural(pages, 'page')}, ${plural(brands, 'brand')}, ${plural(languages, 'translation file')}, ${plural(assets, 'asset')}.`;
}
