import { describe, expect, it } from 'vitest';
import type { RuleOperator } from '../generated/model.ts';
import { applyFieldOperator } from './field-operators.ts';

type Row = [operator: RuleOperator, actual: unknown, expected: unknown, result: boolean];

const rows: Row[] = [
  ['equals', 'Ada', 'Ada', true],
  ['equals', 'Ada', 'ada', false],
  ['equals', 5, '5', false],
  ['equals', ['a', 'b'], ['a', 'b'], true],
  ['equals', undefined, 'Ada', false],
  ['notEquals', 'Ada', 'Grace', true],
  ['notEquals', 'Ada', 'Ada', false],
  ['notEquals', undefined, 'Ada', true],
  ['contains', 'Senior engineer', 'engineer', true],
  ['contains', 'Senior engineer', 'Engineer', false],
  ['contains', 'Room 101', 101, true],
  ['contains', ['maths', 'engines'], 'maths', true],
  ['contains', ['maths', 'engines'], 'poetry', false],
  ['contains', [1, 2], 2, true],
  ['contains', 42, 4, false],
  ['contains', undefined, 'x', false],
  ['notContains', ['maths'], 'poetry', true],
  ['notContains', 'engineer', 'gin', false],
  ['notContains', undefined, 'x', true],
  ['isEmpty', undefined, undefined, true],
  ['isEmpty', null, undefined, true],
  ['isEmpty', '   ', undefined, true],
  ['isEmpty', [], undefined, true],
  ['isEmpty', {}, undefined, true],
  ['isEmpty', 0, undefined, false],
  ['isEmpty', false, undefined, false],
  ['isEmpty', 'x', undefined, false],
  ['isNotEmpty', 'x', undefined, true],
  ['isNotEmpty', [], undefined, false],
  ['greaterThan', 10, 9, true],
  ['greaterThan', '10', 9, true],
  ['greaterThan', 9, 9, false],
  ['greaterThan', '2024-05-01', '2024-04-30', true],
  ['greaterThan', 'abc', 1, false],
  ['greaterThan', undefined, 1, false],
  ['greaterThan', '', -1, false],
  ['lessThan', 2, 10, true],
  ['lessThan', '2', '10', true],
  ['lessThan', 10, 2, false],
  ['lessThan', null, 5, false],
  ['inState', 'accepted', 'accepted', false],
];

describe('applyFieldOperator', () => {
  it.each(rows)('%s(%j, %j) → %s', (operator, actual, expected, result) => {
    expect(applyFieldOperator(operator, actual, expected)).toBe(result);
  });
});
