import { RESERVED_MODULE_SLUGS, RESERVED_PAGE_SLUGS } from '../../slugs/reserved.ts';
import { forEachDuplicate } from '../for-each-duplicate.ts';
import { pointer } from '../json-pointer.ts';
import { validEntries, type ModuleEntry, type SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';

/** Module and page cross references: childIds, unlisted pages, default pages and slugs. */
export function checkModules(tree: SiteTree, report: ReportProblem): void {
  for (const entry of tree.modules) checkModule(entry, report);
  forEachDuplicate(validEntries(tree.modules), ({ value }) => value.slug, ({ file, value }, first) => {
    report({ file, path: '/slug', message: `The module slug '${value.slug}' is already used by module '${first.value.id}'.` });
  });
}

function checkModule({ key: moduleKey, file, value: module, pages }: ModuleEntry, report: ReportProblem): void {
  if (!module) return;
  const pagesFolder = `modules/${moduleKey}/pages`;
  const pageKeys = new Set(pages.map((page) => page.key));
  for (const [index, key] of module.childIds.entries()) {
    if (!pageKeys.has(key)) report({ file, path: pointer('childIds', index), message: `The page '${key}' is listed in childIds but ${pagesFolder}/${key}.json does not exist.` });
  }
  forEachDuplicate(module.childIds.entries(), ([, key]) => key, ([index, key]) => {
    report({ file, path: pointer('childIds', index), message: `The page '${key}' is listed more than once in childIds.` });
  });
  for (const page of pages) {
    if (!module.childIds.includes(page.key)) report({ file: page.file, path: '', message: `No module lists this page: add '${page.key}' to childIds in ${file}.` });
  }
  if (module.defaultPage !== undefined && !module.childIds.includes(module.defaultPage)) {
    report({ file, path: '/defaultPage', message: `The default page '${module.defaultPage}' is not one of this module's childIds.` });
  }
  if (RESERVED_MODULE_SLUGS.has(module.slug)) {
    report({ file, path: '/slug', message: `The module slug '${module.slug}' is reserved for the app's own routes; choose another.` });
  }
  checkPageSlugs(inModuleOrder(pages, module.childIds), report);
}

/** Pages in childIds order, unlisted ones last, so a repeated slug is reported on the later page. */
function inModuleOrder(pages: ModuleEntry['pages'], childIds: string[]): ModuleEntry['pages'] {
  const position = (key: string): number => (childIds.includes(key) ? childIds.indexOf(key) : childIds.length);
  return [...pages].sort((a, b) => position(a.key) - position(b.key));
}

function checkPageSlugs(pages: ModuleEntry['pages'], report: ReportProblem): void {
  const valid = validEntries(pages);
  for (const { file, value: page } of valid) {
    if (RESERVED_PAGE_SLUGS.has(page.slug)) report({ file, path: '/slug', message: `The page slug '${page.slug}' is reserved for the not-found page; choose another.` });
  }
  forEachDuplicate(valid, ({ value }) => value.slug, ({ file, value }, first) => {
    report({ file, path: '/slug', message: `The page slug '${value.slug}' is already used by page '${first.value.id}' in this module.` });
  });
}
