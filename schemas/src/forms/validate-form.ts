// Checks a form's values against its compiled fields: every local rule, in the browser on each
// change and on the server on each save (the browser is never trusted); remote rules before saving.
import type { CompiledField, CompiledForm, CompiledRule } from './compile-form.ts';
import { conditionHolds } from './form-condition.ts';
import { FIELD_RULES } from './rules/index.ts';
import { isEmptyValue, type LocalRule, type RemoteContext, type RemoteRule, type RuleContext, type RuleFailure } from './rules/rule-types.ts';
import type { ValueType } from './field-values.ts';

/**
 * A broken rule at a place in the form's data (`['address', 'city']`, `['jobs', 2, 'title']`);
 * `disallowSubmit: false` when its rule says so: the error shows but does not stop a save.
 */
export interface FieldError extends RuleFailure {
  path: (string | number)[];
  disallowSubmit?: false;
}

/** Whether an error stops a save (forms spec §4: any error whose disallowSubmit is not false). */
export const blocksSaving = (error: FieldError): boolean => error.disallowSubmit !== false;

/** The rule's own failure with its disallowSubmit flag. */
const flagged = (failure: RuleFailure, rule: CompiledRule): RuleFailure & Pick<FieldError, 'disallowSubmit'> =>
  (rule.disallowSubmit === false ? { ...failure, disallowSubmit: false } : failure);

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

function checkLocal(rule: CompiledRule, value: unknown, context: RuleContext): RuleFailure | null {
  const definition = ruleOf(rule);
  if (definition.remote) return null;
  if (isEmptyValue(value) && !definition.checksEmpty) return null;
  return definition.check(value, rule.argument, context);
}

/** A field with its value and where it is in the data, with the values beside it (its level). */
interface Visit { field: CompiledField; value: unknown; path: (string | number)[]; context: RuleContext }

/**
 * Each value-holding field of a level of the data (the form, a group, a live repeater row) with
 * its value, depth first: a group's fields after the group, a repeater's rows after the repeater.
 */
function* visitLevel(fields: readonly CompiledField[], values: Values, path: (string | number)[], root: Values = values): Generator<Visit> {
  const context: RuleContext = { values, labelOf: labelsOf(fields) };
  for (const field of fields) {
    const value = values[field.key];
    const at = [...path, field.key];
    if (field.type === 'group' || field.type === 'conditional') {
      // A conditional's hidden children are not checked: the member cannot see them to fix them.
      if (!field.condition || conditionHolds(field.condition, root)) yield* visitLevel(field.children, (value ?? {}) as Values, at, root);
      continue;
    }
    yield { field, value, path: at, context };
    if (field.type === 'repeater' && Array.isArray(value)) {
      for (const [index, row] of value.entries()) if (!isDeletedRow(row)) yield* visitLevel(field.children, (row ?? {}) as Values, [...at, index], root);
    }
  }
}

/** The first local rule a field's value breaks (one message per field, in the order the rules are written). */
function firstFailure({ field, value, context }: Visit): (RuleFailure & Pick<FieldError, 'disallowSubmit'>) | null {
  if (!isEmptyValue(value) && !hasValueType(value, field.valueType)) {
    return { kind: field.valueType === 'number' || field.valueType === 'integer' ? 'numeric' : 'invalid' };
  }
  for (const rule of field.rules) {
    const failure = checkLocal(rule, value, context);
    if (failure) return flagged(failure, rule);
  }
  return null;
}

/** Every broken local rule of a form's values, the form's order. */
export function validateForm(form: Pick<CompiledForm, 'fields'>, values: Values): FieldError[] {
  const errors: FieldError[] = [];
  for (const visit of visitLevel(form.fields, values, [])) {
    const failure = firstFailure(visit);
    if (failure) errors.push({ path: visit.path, ...failure });
  }
  return errors;
}

const ruleOf = (rule: CompiledRule) => FIELD_RULES[rule.name] as LocalRule<unknown> | RemoteRule<unknown>;

/** Whether any field of the form has a rule that asks elsewhere (and so needs a RemoteContext to be saved). */
export function hasRemoteRules(form: Pick<CompiledForm, 'fields'>): boolean {
  const any = (fields: readonly CompiledField[]): boolean => fields.some((field) => field.rules.some((rule) => ruleOf(rule).remote) || any(field.children));
  return any(form.fields);
}

/** The broken remote rules of the filled-in fields (slug, feed, template), all asked at once. */
export async function validateRemote(form: Pick<CompiledForm, 'fields'>, values: Values, remote: RemoteContext): Promise<FieldError[]> {
  const checks = [...visitLevel(form.fields, values, [])].flatMap(({ field, value, path }) => field.rules.map(async (rule): Promise<FieldError | null> => {
    const definition = ruleOf(rule);
    if (!definition.remote || isEmptyValue(value)) return null;
    const failure = await definition.check(value, rule.argument, remote);
    return failure && { path, ...flagged(failure, rule) };
  }));
  return (await Promise.all(checks)).filter((error) => error !== null);
}
