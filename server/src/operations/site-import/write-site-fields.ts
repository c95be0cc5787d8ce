// The fields of a site's page files written through the field operations, children before the
// groups holding them, so blocks can then name them by id.
import type { Field, FieldFile, PageFile } from '@tessera/schemas';
import { walkPageFields } from '@tessera/schemas/site-files';
import { SYSTEM_ACTOR } from '../actor.ts';
import type { TransactionContext } from '../context.ts';
import { createField, updateField } from '../structure/fields/write-fields.ts';

/**
 * Creates each field of `pages` the server lacks and updates those `changed` names (the loader
 * checked that every copy of a field is the same); a field the server holds unshown under that
 * key is taken up again. Returns field key → id for every field of the pages.
 */
export async function writeSiteFields(tx: TransactionContext, pages: readonly PageFile[], changed: (key: string) => boolean): Promise<Map<string, number>> {
  const definitions = new Map<string, FieldFile>();
  for (const page of pages) for (const { field } of walkPageFields(page)) if (!definitions.has(field.id)) definitions.set(field.id, field);
  if (definitions.size === 0) return new Map();
  const rows = await tx.db.selectFrom('fields').select(['id', 'elementKey']).where('elementKey', 'in', [...definitions.keys()]).execute();
  const ids = new Map(rows.map((row) => [row.elementKey, row.id]));
  const written = new Set<string>();
  const write = async ({ id: key, children, ...definition }: FieldFile): Promise<number> => {
    if (written.has(key)) return ids.get(key)!;
    written.add(key);
    const childIds: number[] = [];
    for (const child of children ?? []) childIds.push(await write(child));
    const existing = ids.get(key);
    if (existing !== undefined && !changed(key)) return existing;
    const field = { ...definition, ...(children && { childIds }) } as Field;
    const stored = existing === undefined
      ? await createField(tx, SYSTEM_ACTOR, { field }, key)
      : await updateField(tx, SYSTEM_ACTOR, { fieldId: existing, field });
    ids.set(key, stored.id!);
    return stored.id!;
  };
  for (const field of definitions.values()) await write(field);
  return ids;
}
