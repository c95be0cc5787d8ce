import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchConditions } from './match-conditions.ts';

describe('matchConditions', () => {
  it('compares plain values structurally, every condition at once', () => {
    expect(matchConditions({ accountId: 7, tags: ['a'] }, { accountId: 7, tags: ['a'], other: 1 })).toBe(true);
    expect(matchConditions({ accountId: 7, tags: ['a'] }, { accountId: 7, tags: ['b'] })).toBe(false);
    expect(matchConditions({ accountId: 7 }, { accountId: '7' })).toBe(false);
    expect(matchConditions({}, {})).toBe(true);
  });

  it('reads sets with $in and $nin, and $ne', () => {
    const states = { state: { $in: ['accepted', 'applied'] } };
    expect(matchConditions(states, { state: 'applied' })).toBe(true);
    expect(matchConditions(states, { state: 'banned' })).toBe(false);
    expect(matchConditions({ state: { $nin: ['banned'] } }, { state: 'accepted' })).toBe(true);
    expect(matchConditions({ state: { $ne: 'banned' } }, { state: 'banned' })).toBe(false);
  });

  it('orders numbers with numbers and text with text only', () => {
    fc.assert(fc.property(fc.integer(), fc.integer(), (bound, value) => {
      expect(matchConditions({ n: { $gt: bound } }, { n: value })).toBe(value > bound);
      expect(matchConditions({ n: { $lte: bound } }, { n: value })).toBe(value <= bound);
      expect(matchConditions({ n: { $gt: bound } }, { n: String(value) })).toBe(false);
    }));
    expect(matchConditions({ day: { $gte: '2025-01-01' } }, { day: '2025-03-01' })).toBe(true);
  });

  it('never matches an operator it does not know, nor inherited attributes', () => {
    expect(matchConditions({ n: { $regex: '.*' } }, { n: 'x' })).toBe(false);
    expect(matchConditions({ constructor: { $ne: null } }, {})).toBe(true);
    expect(matchConditions({ toString: Object.prototype.toString }, {})).toBe(false);
  });
});
