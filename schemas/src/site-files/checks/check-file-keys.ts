import type { FileEntry, SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';

/** In site files a module's id is its folder name and a page's or brand's id its file name. */
export function checkFileKeys(tree: SiteTree, report: ReportProblem): void {
  const check = (entry: FileEntry<{ id: string }>, what: string, named: string): void => {
    if (entry.value && entry.value.id !== entry.key) {
      report({ file: entry.file, path: '/id', message: `The ${what} id '${entry.value.id}' must match its ${named} name '${entry.key}'.` });
    }
  };
  for (const module of tree.modules) {
    check(module, 'module', 'folder');
    for (const page of module.pages) check(page, 'page', 'file');
  }
  for (const brand of tree.brands) check(brand, 'brand', 'file');
}
