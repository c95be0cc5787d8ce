// How far a member has filled a form in (forms spec §4, "Progress"): filled text, textarea,
// email, number, checkbox, radio and options fields count, and toggles, headings, paragraphs and
// repeaters always count (they are never "unfilled"); every other type is left out.
import type { CompiledField } from '@tessera/schemas';
import type { FormValues } from './field-rules-validator.ts';

const COUNTED_WHEN_FILLED: ReadonlySet<string> = new Set(['text', 'textarea', 'email', 'number', 'checkbox', 'radio', 'options']);
const ALWAYS_COUNTED: ReadonlySet<string> = new Set(['toggle', 'heading', 'paragraph', 'repeater']);

const isFilled = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && value !== false && !(Array.isArray(value) && value.length === 0);

export interface FormProgress {
  /** Fields that count and are done. */
  done: number;
  /** Fields that count. */
  total: number;
  /** done / total in whole percent; 100 for a form with nothing to count. */
  percent: number;
}

function tally(fields: readonly CompiledField[], values: FormValues, into: { done: number; total: number }): void {
  for (const field of fields) {
    if (field.type === 'group') tally(field.children, (values[field.key] ?? {}) as FormValues, into);
    else if (ALWAYS_COUNTED.has(field.type)) {
      into.total += 1;
      into.done += 1;
    } else if (COUNTED_WHEN_FILLED.has(field.type)) {
      into.total += 1;
      if (isFilled(values[field.key])) into.done += 1;
    }
  }
}

/**
 * The progress of `values` through a compiled form's fields (groups counted by their fields).
 * @example formProgress(form, { name: 'Ada', email: '' }) // { done: 1, total: 2, percent: 50 }
 */
export function formProgress(fields: readonly CompiledField[], values: FormValues): FormProgress {
  const counted = { done: 0, total: 0 };
  tally(fields, values, counted);
  return { ...counted, percent: counted.total === 0 ? 100 : Math.round((counted.done / counted.total) * 100) };
}
