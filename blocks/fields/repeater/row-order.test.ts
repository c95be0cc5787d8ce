import { describe, expect, it } from 'vitest';
import { rowOrder } from './row-order.ts';

const rows = [{ year: 2001 }, { year: '' }, { year: 1999 }, { year: 2010 }];

describe('rowOrder', () => {
  it('keeps the rows as they are without a sort', () => expect(rowOrder(rows, undefined)).toEqual([0, 1, 2, 3]));
  it('sorts by the key, blanks last by default', () => expect(rowOrder(rows, { key: 'year', direction: 'asc', blankPosition: 'last' })).toEqual([2, 0, 3, 1]));
  it('sorts downwards with blanks first', () => expect(rowOrder(rows, { key: 'year', direction: 'desc', blankPosition: 'first' })).toEqual([1, 3, 0, 2]));
  it('compares texts with their numbers as numbers', () => {
    expect(rowOrder([{ n: 'item 10' }, { n: 'item 9' }], { key: 'n', direction: 'asc', blankPosition: 'last' })).toEqual([1, 0]);
  });
});
