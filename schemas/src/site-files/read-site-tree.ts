import type { SiteSource } from './site-source.ts';
import { readJsonFile, type SiteFileKind, type SiteFileValue } from './read-json-file.ts';
import type { FileEntry, ModuleEntry, SiteTree } from './site-tree.ts';
import type { ReportProblem } from './types.ts';

/** Reads and schema-checks every file of the site. */
export async function readSiteTree(source: SiteSource, report: ReportProblem): Promise<SiteTree> {
  const [site, modules, brands, translations] = await Promise.all([
    readSiteJson(source, report),
    readModules(source, report),
    readJsonFolder(source, 'brands', 'brand-file', report),
    readJsonFolder(source, 'i18n', 'site-translations-file', report),
  ]);
  return { site, modules, brands, translations };
}

async function readSiteJson(source: SiteSource, report: ReportProblem): Promise<SiteTree['site']> {
  if (await source.isFile('site.json')) return readJsonFile(source, 'site.json', 'site-file', report);
  report({ file: 'site.json', path: '', message: 'The site has no site.json; is this a site directory?' });
  return null;
}

async function readModules(source: SiteSource, report: ReportProblem): Promise<ModuleEntry[]> {
  const folders = (await source.list('modules')).filter((entry) => entry.isDirectory);
  const modules = await Promise.all(folders.map(async ({ name: key }): Promise<ModuleEntry | null> => {
    const file = `modules/${key}/module.json`;
    if (!(await source.isFile(file))) {
      report({ file, path: '', message: `The module folder modules/${key} has no module.json.` });
      return null;
    }
    const [value, pages] = await Promise.all([
      readJsonFile(source, file, 'module-file', report),
      readJsonFolder(source, `modules/${key}/pages`, 'page-file', report),
    ]);
    return { key, file, value, pages };
  }));
  return modules.filter((entry) => entry !== null);
}

/** Every `*.json` file directly inside `folder`, keyed by its name without `.json`. */
async function readJsonFolder<K extends SiteFileKind>(source: SiteSource, folder: string, kind: K, report: ReportProblem): Promise<Array<FileEntry<SiteFileValue<K>>>> {
  const files = (await source.list(folder)).filter((entry) => entry.isFile && entry.name.endsWith('.json'));
  return Promise.all(files.map(async ({ name }) => {
    const file = `${folder}/${name}`;
    return { key: name.slice(0, -'.json'.length), file, value: await readJsonFile(source, file, kind, report) };
  }));
}
