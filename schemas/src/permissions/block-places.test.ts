import { describe, expect, it } from 'vitest';
import { blockPlace, holdersOf, spotPlace, type BlockHolding, type BlockLayout } from './block-places.ts';

// Page 12 of module 5: 1 columns [2 tabs(3) | 3]; 3 also stands in the page's column.
const usages: Record<number, BlockHolding[]> = {
  1: [{ parentType: 'page', parentId: 12 }],
  2: [{ parentType: 'block', parentId: 1 }],
  3: [{ parentType: 'block', parentId: 2 }, { parentType: 'block', parentId: 1 }],
  4: [{ parentType: 'block', parentId: 2 }],
};
const layout: BlockLayout = { pageId: 12, moduleId: 5, usagesOf: (id) => usages[id] ?? [] };

describe('where a block lies', () => {
  it('names the blocks holding it, nearest first', () => {
    expect(holdersOf(layout, 4)).toEqual([2, 1]);
    expect(holdersOf(layout, 1)).toEqual([]);
  });

  it('keeps only the holders shared by every spot of a block used twice', () => {
    expect(holdersOf(layout, 3)).toEqual([1]);
  });

  it('places a block in its module, its page and its holders', () => {
    expect(blockPlace(layout, 4)).toEqual({
      subjectId: 4,
      within: [{ kind: 'module', id: 5 }, { kind: 'page', id: 12 }, { kind: 'block', id: 2 }, { kind: 'block', id: 1 }],
    });
  });

  it('places a block put at a spot inside the spot holder and its holders, with no id when it is new', () => {
    expect(spotPlace(layout, { parentType: 'block', parentId: 2 })).toEqual({
      within: [{ kind: 'module', id: 5 }, { kind: 'page', id: 12 }, { kind: 'block', id: 2 }, { kind: 'block', id: 1 }],
    });
    expect(spotPlace(layout, { parentType: 'page', parentId: 12 }, 9)).toEqual({ subjectId: 9, within: [{ kind: 'module', id: 5 }, { kind: 'page', id: 12 }] });
  });
});
