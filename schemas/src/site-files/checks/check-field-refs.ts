import { readBlockReference } from '../block-reference.ts';
import { pointer } from '../json-pointer.ts';
import { validEntries, type SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';
import { walkPageBlocks } from '../walk-blocks.ts';
import { walkPageFields } from '../walk-fields.ts';

/**
 * The keys a field holds in place of server ids: `sort.fieldId` names one of the repeater's
 * children, each of `relatedBlocks.display` a block of the page the field stands on (every page
 * showing the field, as each copy is checked where it stands) or, as `<module>/<page>/<block>`,
 * a block of that page.
 */
export function checkFieldRefs(tree: SiteTree, report: ReportProblem): void {
  const pageBlocks = new Map<string, Set<string>>();
  /** The keys of the blocks written in full on a page, read once per page. */
  const blocksOf = (module: string, key: string): Set<string> | undefined => {
    const id = `${module}/${key}`;
    if (!pageBlocks.has(id)) {
      const page = validEntries(tree.modules.find((entry) => entry.key === module)?.pages ?? []).find((entry) => entry.key === key)?.value;
      if (page) pageBlocks.set(id, new Set(walkPageBlocks(page).map(({ block }) => block.id)));
    }
    return pageBlocks.get(id);
  };
  for (const module of tree.modules) for (const { file, key, value: page } of validEntries(module.pages)) {
    const fields = walkPageFields(page);
    if (!fields.some(({ field }) => field.sort || field.relatedBlocks?.display?.length)) continue;
    const blockKeys = blocksOf(module.key, key)!;
    for (const { field, path } of fields) {
      const sortKey = field.sort?.fieldId;
      if (sortKey !== undefined && !field.children?.some((child) => child.id === sortKey)) {
        report({ file, path: `${path}/sort/fieldId`, message: `The field '${field.id}' sorts by '${sortKey}', which is not one of its children.` });
      }
      for (const [index, reference] of (field.relatedBlocks?.display ?? []).entries()) {
        const { page: on, block } = readBlockReference(reference);
        const found = on ? blocksOf(on.module, on.page)?.has(block) : blockKeys.has(block);
        if (!found) {
          const where = on ? `a block of the page '${on.module}/${on.page}'` : 'a block of this page';
          report({ file, path: `${path}/relatedBlocks/display${pointer(index)}`, message: `The block '${reference}' the field '${field.id}' shows is not ${where}.` });
        }
      }
    }
  }
}
