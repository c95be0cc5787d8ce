// What module and page property writes share: turning a value into a column change and writing it.
import { appError } from '../../errors.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Trx } from '../context.ts';

/** The column one property write changes; `data` is the element's flags as JSON. */
export type PropertyWrite = { name: string } | { slug: string } | { data: string };

type PropertyValue = string | boolean;

/** A string value. The route schemas check each key's value type; this narrows it for the compiler and guards other callers. */
export function asString(key: string, value: PropertyValue): string {
  if (typeof value !== 'string') throw appError('BAD_REQUEST', `${key} must be a string`);
  return value;
}

/** A new name, trimmed. */
export function nameWrite(value: PropertyValue): PropertyWrite {
  const name = asString('name', value).trim();
  if (name.length === 0 || name.length > 256) throw appError('BAD_REQUEST', 'name must be 1 to 256 characters long');
  return { name };
}

/** A new slug, checked by the element's slug rule (`isValid`) ahead of the uniqueness the database enforces. */
export function slugWrite(value: PropertyValue, isValid: (slug: string) => boolean, element: 'page' | 'module'): PropertyWrite {
  const slug = asString('slug', value);
  if (!isValid(slug)) {
    throw appError('BAD_REQUEST', `'${slug}' cannot be a ${element} slug: use lower-case letters, digits and dashes, and no reserved word`);
  }
  return { slug };
}

/** A boolean flag's value. */
export function asBoolean(key: string, value: PropertyValue): boolean {
  if (typeof value !== 'boolean') throw appError('BAD_REQUEST', `${key} must be true or false`);
  return value;
}

/** New flags: the element's `data` with `patch` over it. */
export function dataWrite<T extends object>(data: T, patch: Partial<T>): PropertyWrite {
  return { data: JSON.stringify({ ...data, ...patch }) };
}

/**
 * Writes the change to the row and bumps its revision. A slug another element already uses is a
 * unique violation, answered as SLUG_TAKEN with `slugTaken` (checked by the database, so two
 * concurrent writes cannot both take it).
 */
export async function writeProperty(trx: Trx, table: 'modules' | 'pages', id: number, write: PropertyWrite, slugTaken: string): Promise<void> {
  try {
    await trx.updateTable(table)
      .set((eb) => ({ ...write, revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('id', '=', id)
      .execute();
  } catch (error) {
    if ('slug' in write && isUniqueViolation(error)) throw appError('SLUG_TAKEN', slugTaken);
    throw error;
  }
}
