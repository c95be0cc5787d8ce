import { describe, expect, it } from 'vitest';
import { forEachDuplicate } from './for-each-duplicate.ts';

describe('forEachDuplicate', () => {
  it('reports each repeat with the first item of its key', () => {
    const seen: string[] = [];
    const items = [{ n: 1, k: 'a' }, { n: 2, k: 'b' }, { n: 3, k: 'a' }, { n: 4, k: undefined }, { n: 5, k: undefined }, { n: 6, k: 'a' }];
    forEachDuplicate(items, (item) => item.k, (item, first) => seen.push(`${item.n} repeats ${first.n}`));
    expect(seen).toEqual(['3 repeats 1', '6 repeats 1']);
  });
});
