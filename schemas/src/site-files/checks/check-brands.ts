import { forEachDuplicate } from '../for-each-duplicate.ts';
import { pointer } from '../json-pointer.ts';
import type { SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';

const file = 'site.json';

/** site.json's brands each have a file, are listed once, include activeBrand; no brand file is left unlisted. */
export function checkBrands(tree: SiteTree, report: ReportProblem): void {
  if (!tree.site) return;
  const { brands: listed, activeBrand } = tree.site;
  const brandFiles = new Set(tree.brands.map((brand) => brand.key));
  for (const [index, key] of listed.entries()) {
    if (!brandFiles.has(key)) report({ file, path: pointer('brands', index), message: `The brand '${key}' has no file brands/${key}.json.` });
  }
  forEachDuplicate(listed.entries(), ([, key]) => key, ([index, key]) => {
    report({ file, path: pointer('brands', index), message: `The brand '${key}' is listed more than once in brands.` });
  });
  if (!listed.includes(activeBrand)) {
    report({ file, path: '/activeBrand', message: `The active brand '${activeBrand}' is not one of the brands listed in brands.` });
  }
  for (const brand of tree.brands) {
    if (!listed.includes(brand.key)) report({ file: brand.file, path: '', message: `This brand is not listed in the brands of site.json, so it would never be loaded.` });
  }
}
