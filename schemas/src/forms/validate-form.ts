// Checks a form's values against its compiled fields: every local rule, in the browser on each
// change and on the server on each save (the browser is never trusted); remote rules before saving.
import type { CompiledField, CompiledForm, CompiledRule } from './compile-form.ts';
import { FIELD_RULES } from './rules/index.ts';
import { isEmptyValue, type LocalRule, type RemoteContext, type RemoteRule, type RuleContext, type RuleFailure } from './rules/rule-types.ts';
import type { ValueType } from './field-values.ts';

/** A broken rule at a place in the form's data (`['address', 'city']`, `['jobs', 2, 'title']`). */
export interface FieldError extends RuleFailure {
  path: (string | number)[];
}

type Values = Readonly<Record<string, unknown>>;

/** Whether a value that is not empty has the type the field stores (what a tampered save may break). */
function hasValueType(value: unknown, type: ValueType): boolean {
  switch (type) {
    case 'string': return typeof value === 'string';
    case 'number': return typeof value === 'number' && Number.isFinite(value);
    case 'integer': return Number.isInteger(value);
    case 'boolean': return typeof value === 'boolean';
    case 'array': return Array.isArray(value);
    case 'object': return typeof value === 'object' && !Array.isArray(value);
    case 'null': return true;
  }
}

const isDeletedRow = (row: unknown) => (row as { meta?: { deleted?: unknown } } | null)?.meta?.deleted === true;

/** The labels of a level's fields by key, for messages naming another field. */
const labelsOf = (fields: readonly CompiledField[]) => (key: string) => fields.find((field) => field.key === key)?.label ?? key;

function checkLocal(field: CompiledField, rule: CompiledRule, value: unknown, context: RuleContext): RuleFailure | null {
  const definition = FIELD_RULES[rule.name] as LocalRule<unknown> | RemoteRule<unknown>;
  if (definition.remote) return null;
  if (isEmptyValue(value) && !definition.checksEmpty) return null;
  return definition.check(value, rule.argument, context);
}

/** Every broken local rule of the fields at one level of the data (the form, a group, a repeater row). */
function checkLevel(fields: readonly CompiledField[], values: Values, path: (string | number)[], errors: FieldError[]): void {
  const context: RuleContext = { values, labelOf: labelsOf(fields) };
  for (const field of fields) {
    const value = values[field.key];
    const at = [...path, field.key];
    if (field.type === 'group') {
      checkLevel(field.children, (value ?? {}) as Values, at, errors);
      continue;
    }
    if (field.type === 'repeater') {
      const rows = Array.isArray(value) ? value : [];
      rows.forEach((row, index) => isDeletedRow(row) || checkLevel(field.children, (row ?? {}) as Values, [...at, index], errors));
    }
    if (!isEmptyValue(value) && !hasValueType(value, field.valueType)) {
      errors.push({ path: at, kind: field.valueType === 'number' || field.valueType === 'integer' ? 'numeric' : 'invalid' });
      continue;
    }
    // One message per field: the first rule it breaks, in the order the rules are written.
    for (const rule of field.rules) {
      const failure = checkLocal(field, rule, value, context);
      if (failure) {
        errors.push({ path: at, ...failure });
        break;
      }
    }
  }
}

/** Every broken local rule of a form's values. */
export function validateForm(form: Pick<CompiledForm, 'fields'>, values: Values): FieldError[] {
  const errors: FieldError[] = [];
  checkLevel(form.fields, values, [], errors);
  return errors;
}

/** The remote rules of the top-level fields whose values are filled in, checked together (slug, feed, template). */
export async function validateRemote(form: Pick<CompiledForm, 'fields'>, values: Values, remote: RemoteContext): Promise<FieldError[]> {
  const checks = form.fields.flatMap((field) => field.rules.map(async (rule): Promise<FieldError | null> => {
    const definition = FIELD_RULES[rule.name] as LocalRule<unknown> | RemoteRule<unknown>;
    const value = values[field.key];
    if (!definition.remote || isEmptyValue(value)) return null;
    const failure = await definition.check(value, rule.argument, remote);
    return failure && { path: [field.key], ...failure };
  }));
  return (await Promise.all(checks)).filter((error) => error !== null);
}
