import { describe, expect, it } from 'vitest';
import type { Module, Structure } from '@tessera/schemas';
import { withModuleOrder, withPageMoved, withPageOrder } from './optimistic-structure.ts';

const module = (id: number, pageIds: number[]): Module => ({
  id, key: `m${id}`, slug: `m${id}`, name: `Module ${id}`, childIds: pageIds,
  children: pageIds.map((pageId) => ({ id: pageId, key: `p${pageId}`, slug: `p${pageId}`, name: `Page ${pageId}`, moduleId: id, type: 'other', width: 'fixed' })),
});
const structure: Structure = { modules: [module(1, [11, 12]), module(2, [21]), module(3, [])] };
const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('optimistic structure changes', () => {
  it('orders the modules, leaving unnamed ones after the order', () => {
    expect(ids(withModuleOrder(structure, [3, 1]).modules)).toEqual([3, 1, 2]);
  });

  it('orders one module’s pages and their ids together', () => {
    const [first] = withPageOrder(structure, 1, [12, 11]).modules;
    expect(first?.childIds).toEqual([12, 11]);
    expect(ids(first?.children ?? [])).toEqual([12, 11]);
  });

  it('moves a page to the end of another module', () => {
    const [from, to] = withPageMoved(structure, 11, 1, 2).modules;
    expect(from?.childIds).toEqual([12]);
    expect(ids(from?.children ?? [])).toEqual([12]);
    expect(to?.childIds).toEqual([21, 11]);
    expect(to?.children.at(-1)).toMatchObject({ id: 11, moduleId: 2 });
  });

  it('leaves the given structure untouched', () => {
    withPageMoved(structure, 11, 1, 2);
    expect(structure.modules[0]?.childIds).toEqual([11, 12]);
  });
});
