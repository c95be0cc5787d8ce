// Inserts a row whose key or slug the database keeps unique, answering a clash as SLUG_TAKEN.
import { isUniqueViolation } from '../db/integrity-errors.ts';
import { appError } from '../errors.ts';

/** Runs `insert`; a unique violation becomes SLUG_TAKEN with `taken` as the message. */
export async function insertUnique<T>(insert: () => Promise<T>, taken: string): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isUniqueViolation(error)) throw appError('SLUG_TAKEN', taken);
    throw error;
  }
}
