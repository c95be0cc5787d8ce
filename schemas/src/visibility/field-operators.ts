import type { RuleOperator } from '../generated/model.ts';
import { sameValue } from './same-value.ts';

/**
 * Applies a field rule's operator to the value read (`actual`) and the rule's `value` (`expected`).
 * Decisions where the spec is silent:
 * - equals / notEquals compare structurally and strictly: `5` and `'5'` differ.
 * - contains: a substring test on text (case-sensitive, like equals), a membership test on lists;
 *   any other value contains nothing.
 * - isEmpty: missing, null, blank text, an empty list or an empty object; `0` and `false` are values.
 * - greaterThan / lessThan: numerically when both sides are numbers or numeric text, otherwise
 *   ordinal text comparison when both are text (so ISO dates order correctly), otherwise false.
 * - inState belongs to list rules; on a field rule it never matches.
 */
export function applyFieldOperator(operator: RuleOperator, actual: unknown, expected: unknown): boolean {
  switch (operator) {
    case 'equals': return sameValue(actual, expected);
    case 'notEquals': return !sameValue(actual, expected);
    case 'contains': return contains(actual, expected);
    case 'notContains': return !contains(actual, expected);
    case 'isEmpty': return isEmpty(actual);
    case 'isNotEmpty': return !isEmpty(actual);
    case 'greaterThan': return (compare(actual, expected) ?? 0) > 0;
    case 'lessThan': return (compare(actual, expected) ?? 0) < 0;
    case 'inState': return false;
  }
}

function contains(actual: unknown, expected: unknown): boolean {
  if (typeof actual === 'string') return (typeof expected === 'string' || typeof expected === 'number') && actual.includes(String(expected));
  if (Array.isArray(actual)) return actual.some((item) => sameValue(item, expected));
  return false;
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** Sign of actual − expected, or null when the two cannot be ordered. */
function compare(actual: unknown, expected: unknown): number | null {
  const a = asNumber(actual);
  const b = asNumber(expected);
  if (a !== null && b !== null) return a - b;
  if (typeof actual === 'string' && typeof expected === 'string') return actual < expected ? -1 : actual > expected ? 1 : 0;
  return null;
}

function asNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}
