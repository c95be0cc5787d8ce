import type { FieldFile, PageFile } from '../generated/model.ts';
import { pointer } from './json-pointer.ts';
import { walkPageBlocks } from './walk-blocks.ts';

/** A field of a page file, the JSON Pointer to it, and the fields it is nested in (outermost first). */
export interface FieldAt {
  field: FieldFile;
  path: string;
  /** The keys of the groups or repeaters holding it. */
  holders: string[];
}

/** Every field of `fields` and those nested in them, parents first. */
export function walkFields(fields: readonly FieldFile[], path: string, holders: string[] = [], found: FieldAt[] = []): FieldAt[] {
  fields.forEach((field, index) => {
    const at = `${path}${pointer(index)}`;
    found.push({ field, path: at, holders });
    if (field.children) walkFields(field.children, `${at}/children`, [...holders, field.id], found);
  });
  return found;
}

/** Every field of every block of the page. */
export function walkPageFields(page: PageFile): FieldAt[] {
  const found: FieldAt[] = [];
  for (const { block, path } of walkPageBlocks(page)) if (block.fields) walkFields(block.fields, `${path}/fields`, [], found);
  return found;
}
