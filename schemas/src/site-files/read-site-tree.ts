import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { listFolder } from './list-folder.ts';
import { readJsonFile, type SiteFileKind, type SiteFileValue } from './read-json-file.ts';
import type { FileEntry, ModuleEntry, SiteTree } from './site-tree.ts';
import type { ReportProblem } from './types.ts';

/** Reads and schema-checks every file of the site directory `dir`. */
export async function readSiteTree(dir: string, report: ReportProblem): Promise<SiteTree> {
  const [site, modules, brands, translations] = await Promise.all([
    readSiteJson(dir, report),
    readModules(dir, report),
    readJsonFolder(dir, 'brands', 'brand-file', report),
    readJsonFolder(dir, 'i18n', 'site-translations-file', report),
  ]);
  return { site, modules, brands, translations };
}

async function readSiteJson(dir: string, report: ReportProblem): Promise<SiteTree['site']> {
  if (await isFile(join(dir, 'site.json'))) return readJsonFile(dir, 'site.json', 'site-file', report);
  report({ file: 'site.json', path: '', message: 'The site has no site.json; is this a site directory?' });
  return null;
}

async function readModules(dir: string, report: ReportProblem): Promise<ModuleEntry[]> {
  const folders = (await listFolder(dir, 'modules')).filter((entry) => entry.isDirectory());
  const modules = await Promise.all(folders.map(async ({ name: key }): Promise<ModuleEntry | null> => {
    const file = `modules/${key}/module.json`;
    if (!(await isFile(join(dir, file)))) {
      report({ file, path: '', message: `The module folder modules/${key} has no module.json.` });
      return null;
    }
    const [value, pages] = await Promise.all([
      readJsonFile(dir, file, 'module-file', report),
      readJsonFolder(dir, `modules/${key}/pages`, 'page-file', report),
    ]);
    return { key, file, value, pages };
  }));
  return modules.filter((entry) => entry !== null);
}

/** Every `*.json` file directly inside `folder`, keyed by its name without `.json`. */
async function readJsonFolder<K extends SiteFileKind>(dir: string, folder: string, kind: K, report: ReportProblem): Promise<Array<FileEntry<SiteFileValue<K>>>> {
  const files = (await listFolder(dir, folder)).filter((entry) => entry.isFile() && entry.name.endsWith('.json'));
  return Promise.all(files.map(async ({ name }) => {
    const file = `${folder}/${name}`;
    return { key: name.slice(0, -'.json'.length), file, value: await readJsonFile(dir, file, kind, report) };
  }));
}

async function isFile(path: string): Promise<boolean> {
  return stat(path).then((s) => s.isFile(), () => false);
}
