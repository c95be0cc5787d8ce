import { isDeepStrictEqual } from 'node:util';
import type { FieldFile } from '../../generated/model.ts';
import { forEachDuplicate } from '../for-each-duplicate.ts';
import { validEntries, type SiteTree } from '../site-tree.ts';
import type { ReportProblem } from '../types.ts';
import { walkPageBlocks } from '../walk-blocks.ts';
import { walkPageFields } from '../walk-fields.ts';

/**
 * Fields are one definition per key across the site: a field written in several blocks must be
 * the same in each; a block shows a field once; a group holds neither itself nor a field twice;
 * every field has a key or a name, as the server stores only such fields.
 */
export function checkFields(tree: SiteTree, report: ReportProblem): void {
  const first = new Map<string, { field: FieldFile; file: string; path: string }>();
  for (const { file, value: page } of validEntries(tree.modules.flatMap((module) => module.pages))) {
    for (const { block, path } of walkPageBlocks(page)) {
      forEachDuplicate((block.fields ?? []).entries(), ([, field]) => field.id, ([index, field]) => {
        report({ file, path: `${path}/fields/${index}/id`, message: `This block shows the field '${field.id}' more than once.` });
      });
    }
    for (const { field, path, holders } of walkPageFields(page)) {
      if (field.key === undefined && field.name === undefined) report({ file, path, message: `The field '${field.id}' needs a key or a name (forms spec: a field without one cannot be set up).` });
      if (holders.includes(field.id)) report({ file, path: `${path}/id`, message: `The field '${field.id}' cannot hold itself.` });
      forEachDuplicate((field.children ?? []).entries(), ([, child]) => child.id, ([index, child]) => {
        report({ file, path: `${path}/children/${index}/id`, message: `The field '${child.id}' is held more than once by '${field.id}'.` });
      });
      const seen = first.get(field.id);
      if (!seen) first.set(field.id, { field, file, path });
      else if (!isDeepStrictEqual(seen.field, field)) {
        report({ file, path, message: `The field '${field.id}' differs from its definition in ${seen.file} at ${seen.path}: a field several blocks show is one field, written the same in each.` });
      }
    }
  }
}
