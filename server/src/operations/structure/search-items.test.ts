import { describe, expect, it } from 'vitest';
import { searchItems } from './search-items.ts';

const item = (id: number, name: string) => ({ id, key: `k${id}`, slug: name.toLowerCase(), name });
const items = Array.from({ length: 25 }, (_, index) => item(index + 1, `Page ${String(index + 1).padStart(2, '0')}`));

describe('searchItems', () => {
  it('answers page 1 of 10 in the given order by default', () => {
    const result = searchItems(items, {});
    expect(result).toMatchObject({ total: 25, page: 1, limit: 10 });
    expect(result.items.map((i) => i.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('pages, filters in any case and sorts both ways', () => {
    expect(searchItems(items, { page: 3 }).items.map((i) => i.id)).toEqual([21, 22, 23, 24, 25]);
    expect(searchItems(items, { page: 4 }).items).toEqual([]);
    expect(searchItems(items, { filters: 'PAGE 1' }).total).toBe(10);
    expect(searchItems(items, { filters: 'k7' }).items.map((i) => i.id)).toEqual([7]);
    expect(searchItems(items, { sortBy: 'name', descending: true, limit: 2 }).items.map((i) => i.id)).toEqual([25, 24]);
  });
});
