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

/** A warning's line: a problem's line marked as a warning. */
export function warningLine(dir: string, warning: SiteProblem): string {
  return `warning: ${problemLine(dir, warning)}`;
}

/** The summary when the check failed: the problems, and the warnings that count as problems (--strict). */
export function problemsSummary(dir: string, problems: SiteProblem[], failingWarnings: SiteProblem[] = []): string {
  const found = [problems.length > 0 || failingWarnings.length === 0 ? plural(problems.length, 'problem') : '', failingWarnings.length > 0 ? plural(failingWarnings.length, 'warning') : ''];
  return `${found.filter(Boolean).join(' and ')} found in ${dir}.`;
}

export function validSummary(dir: string, counts: SiteCounts, warnings = 0): string {
  const { modules, pages, brands, languages, assets } = counts;
  const warned = warnings > 0 ? ` (${plural(warnings, 'warning')})` : '';
  return `${dir} is valid${warned}: ${plural(modules, 'module')}, ${plural(pages, 'page')}, ${plural(brands, 'brand')}, ${plural(languages, 'translation file')}, ${plural(assets, 'asset')}.`;
}
