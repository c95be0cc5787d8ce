import { pointer } from '../json-pointer.ts';
import { validEntries, type SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';
import { walkPageBlocks } from '../walk-blocks.ts';
import { walkPageFields } from '../walk-fields.ts';

/**
 * The keys a field holds in place of server ids: `sort.fieldId` names one of the repeater's
 * children, each of `relatedBlocks.display` a block of the page the field stands on (every page
 * showing the field, as each copy is checked where it stands).
 */
export function checkFieldRefs(tree: SiteTree, report: ReportProblem): void {
  for (const { file, value: page } of validEntries(tree.modules.flatMap((module) => module.pages))) {
    const fields = walkPageFields(page);
    if (!fields.some(({ field }) => field.sort || field.relatedBlocks?.display?.length)) continue;
    const blockKeys = new Set(walkPageBlocks(page).map(({ block }) => block.id));
    for (const { field, path } of fields) {
      const sortKey = field.sort?.fieldId;
      if (sortKey !== undefined && !field.children?.some((child) => child.id === sortKey)) {
        report({ file, path: `${path}/sort/fieldId`, message: `The field '${field.id}' sorts by '${sortKey}', which is not one of its children.` });
      }
      for (const [index, key] of (field.relatedBlocks?.display ?? []).entries()) {
        if (!blockKeys.has(key)) report({ file, path: `${path}/relatedBlocks/display${pointer(index)}`, message: `The block '${key}' the field '${field.id}' shows is not a block of this page.` });
      }
    }
  }
}
