// The values a form sends when it saves (forms spec §4, "Submit data"): repeater rows that are
// deleted or hold nothing dropped, geoLocation left out, numbers as integers, and each field
// without a value at its empty default.
import type { CompiledField, CompiledForm } from './compile-form.ts';
import { namedEmptyValue } from './field-values.ts';
import { conditionHolds } from './form-condition.ts';
import { isEmptyValue } from './rules/rule-types.ts';

type Values = Readonly<Record<string, unknown>>;

const isDeleted = (row: unknown) => (row as { meta?: { deleted?: unknown } } | null)?.meta?.deleted === true;

/** A row with nothing filled in (its `meta` aside). */
const isBlankRow = (row: Values) => Object.entries(row).every(([key, value]) => key === 'meta' || isEmptyValue(value) || value === false);

function levelValues(fields: readonly CompiledField[], values: Values, starts: Values, root: Values = values): Record<string, unknown> {
  const sent: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.type === 'geoLocation' || field.valueType === 'null') continue;
    // A hidden conditional sends nothing: what its children stored stays as it was.
    if (field.condition && !conditionHolds(field.condition, root)) continue;
    const value = values[field.key];
    if (field.type === 'group' || field.type === 'conditional') {
      sent[field.key] = levelValues(field.children, (value ?? {}) as Values, (starts[field.key] ?? {}) as Values, root);
    } else if (field.type === 'repeater') {
      const rows = (Array.isArray(value) ? value : []).filter((row) => !isDeleted(row) && !isBlankRow((row ?? {}) as Values));
      sent[field.key] = rows.map((row) => {
        const { meta: _meta, ...kept } = row as Values;
        return levelValues(field.children, kept, {}, root);
      });
    } else if (value === undefined || value === null || value === '') {
      // The compiled start value of a checkbox with choices is its default option; null is a named value (an image uploader's).
      const named = namedEmptyValue(field.type, field.valueType, starts[field.key]);
      sent[field.key] = named === undefined ? '' : named;
    } else {
      // "A number field is converted to an integer on save" (forms spec §4): cut, as parseInt would.
      sent[field.key] = field.type === 'number' && typeof value === 'number' ? Math.trunc(value) : value;
    }
  }
  return sent;
}

/**
 * The values to save from a form's values: every field once, at its key, as forms spec §4 says.
 * @example
 * submitValues(form, { jobs: [{ role: '' }, { role: 'Chair', meta: { deleted: true } }], age: 36.6 })
 * // { jobs: [], age: 36, … }
 */
export function submitValues(form: Pick<CompiledForm, 'fields' | 'defaults'>, values: Values): Record<string, unknown> {
  return levelValues(form.fields, values, form.defaults);
}
