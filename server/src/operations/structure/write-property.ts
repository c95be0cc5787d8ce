// What module and page property writes share: the new value, and writing a record's columns.
import type { Trx } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';

/** The value a property write stores: names are trimmed (the schema refuses blank ones). */
export function propertyValue(key: string, value: string | boolean): string | boolean {
  return key === 'name' && typeof value === 'string' ? value.trim() : value;
}

/**
 * Writes a record's name, slug and flags (`data`) to its row and bumps its revision. A slug
 * another element already uses is a unique violation, answered as SLUG_TAKEN with `slugTaken`
 * (checked by the database, so two concurrent writes cannot both take it).
 */
export async function writeColumns(
  trx: Trx, table: 'modules' | 'pages', id: number, columns: { name: string; slug: string; data: object }, slugTaken: string,
): Promise<void> {
  await insertUnique(() => trx.updateTable(table)
    .set((eb) => ({ name: columns.name, slug: columns.slug, data: JSON.stringify(columns.data), revision: eb('revision', '+', 1), updatedAt: new Date() }))
    .where('id', '=', id)
    .execute(), slugTaken);
}
