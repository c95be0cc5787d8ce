import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value.ts';

describe('sameValue', () => {
  it.each([
    [1, 1],
    ['a', 'a'],
    [null, null],
    [[1, 'a'], [1, 'a']],
    [{ a: 1, b: [2] }, { b: [2], a: 1 }],
  ])('%j equals %j', (a, b) => {
    expect(sameValue(a, b)).toBe(true);
  });

  it.each([
    [1, '1'],
    [null, undefined],
    [[1, 2], [2, 1]],
    [[1], { 0: 1 }],
    [{ a: 1 }, { a: 1, b: 2 }],
    [{ a: 1, b: undefined }, { a: 1, c: undefined }],
    [{ a: 1 }, null],
  ])('%j differs from %j', (a, b) => {
    expect(sameValue(a, b)).toBe(false);
  });
});
