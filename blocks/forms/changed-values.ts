// What a save sends (forms spec §4, "Form"): only the fields whose value differs from the one the
// form opened with, unless the form skips that check and sends them all.
import { deepEquals } from '@rjsf/utils';
import type { FormValues } from './field-rules-validator.ts';

/**
 * The values of `submitted` that differ from `opened` (both as submitValues gives them); all of
 * `submitted` when `skipDirtyCheck` is set.
 * @example changedValues({ a: 1, b: 2 }, { a: 1, b: 3 }) // { b: 3 }
 */
export function changedValues(opened: FormValues, submitted: FormValues, skipDirtyCheck = false): FormValues {
  if (skipDirtyCheck) return { ...submitted };
  return Object.fromEntries(Object.entries(submitted).filter(([key, value]) => !deepEquals(value, opened[key])));
}
