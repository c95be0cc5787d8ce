import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { between, maxCustom, minCustom } from './number-rules.ts';
import type { RuleContext } from './rule-types.ts';

const context: RuleContext = { values: {}, labelOf: (key) => key };

describe('between', () => {
  it('reads {min, max} and [min, max]; a null or reversed bound turns it off', () => {
    expect(between.readArgument({ min: 1, max: 5 })).toEqual({ min: 1, max: 5 });
    expect(between.readArgument([1, 5])).toEqual({ min: 1, max: 5 });
    expect(between.readArgument({ min: null, max: 5 })).toBeNull();
    expect(between.readArgument([5, 1])).toBeNull();
  });
  it('accepts exactly the numbers in the range, both ends included', () => {
    fc.assert(fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 0, max: 500 }), (value, min, span) => {
      const failure = between.check(value, { min, max: min + span }, context);
      expect(failure === null).toBe(value >= min && value <= min + span);
      if (failure) expect(failure).toEqual({ kind: 'between', params: { min, max: min + span } });
    }));
  });
});

describe('min_custom and max_custom', () => {
  it('bound a number by its value', () => {
    expect(minCustom.check(3, 5, context)).toEqual({ kind: 'min_value', params: { min: 5 } });
    expect(maxCustom.check('1999', 1990, context)).toEqual({ kind: 'max_value', params: { max: 1990 } });
    expect(maxCustom.check(1990, 1990, context)).toBeNull();
  });
  it('bound a list by its length', () => {
    expect(minCustom.check(['a'], 2, context)).toEqual({ kind: 'min_items', params: { min: 2 } });
    expect(maxCustom.check(['a', 'b', 'c'], 2, context)).toEqual({ kind: 'max_items', params: { max: 2 } });
    expect(maxCustom.check(['a', 'b'], 2, context)).toBeNull();
  });
  it('a null bound means the rule is off', () => {
    expect(minCustom.readArgument(null)).toBeNull();
    expect(maxCustom.readArgument(null)).toBeNull();
  });
  it('refuses what is neither a number nor a list', () => expect(maxCustom.check('abc', 3, context)?.kind).toBe('numeric'));
  it('agree with the comparison for any number and bound', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer(), (value, bound) => {
      expect(minCustom.check(value, bound, context) === null).toBe(value >= bound);
      expect(maxCustom.check(value, bound, context) === null).toBe(value <= bound);
    }));
  });
});
