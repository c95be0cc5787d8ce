import { sameValue } from '../visibility/same-value.ts';

/**
 * A grant's conditions: attribute name → expected value, or an operator object for ranges and
 * sets (`{ capacity: { $lte: 10 } }`, `{ state: { $in: ['accepted', 'applied'] } }`). A small,
 * MongoDB-like subset, as CASL reads conditions; see docs/decisions/0012.
 */
export type Conditions = Readonly<Record<string, unknown>>;

type Operator = (actual: unknown, operand: unknown) => boolean;

const OPERATORS: Readonly<Record<string, Operator>> = {
  $eq: (actual, operand) => sameValue(actual, operand),
  $ne: (actual, operand) => !sameValue(actual, operand),
  $in: (actual, operand) => Array.isArray(operand) && operand.some((item) => sameValue(actual, item)),
  $nin: (actual, operand) => Array.isArray(operand) && !operand.some((item) => sameValue(actual, item)),
  $gt: (actual, operand) => ordered(actual, operand, (a, b) => a > b),
  $gte: (actual, operand) => ordered(actual, operand, (a, b) => a >= b),
  $lt: (actual, operand) => ordered(actual, operand, (a, b) => a < b),
  $lte: (actual, operand) => ordered(actual, operand, (a, b) => a <= b),
};

/** Numbers with numbers, text with text; anything else cannot be ordered and fails. */
function ordered(actual: unknown, operand: unknown, compare: (a: number | string, b: number | string) => boolean): boolean {
  const comparable = (typeof actual === 'number' && typeof operand === 'number') || (typeof actual === 'string' && typeof operand === 'string');
  return comparable && compare(actual, operand);
}

/** An object whose every key is an operator: read as operators, not as a value to equal. */
function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

/**
 * Whether `record` meets every condition. An unknown operator never matches (a grant the
 * evaluator cannot read grants nothing). Only the record's own properties are read.
 */
export function matchConditions(conditions: Conditions, record: Readonly<Record<string, unknown>>): boolean {
  return Object.entries(conditions).every(([attribute, expected]) => {
    const actual = Object.hasOwn(record, attribute) ? record[attribute] : undefined;
    if (!isOperatorObject(expected)) return sameValue(actual, expected);
    return Object.entries(expected).every(([name, operand]) => OPERATORS[name]?.(actual, operand) ?? false);
  });
}
