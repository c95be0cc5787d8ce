import { describe, expect, it } from 'vitest';
import type { Page } from '@tessera/schemas';
import { spotOf } from './block-spot.ts';

const page: Page = {
  id: 1, key: 'p', slug: 'p', name: 'P', moduleId: 9, type: 'other', width: 'fixed',
  positions: { 'col-0': [10, 11] },
  blocks: [
    { id: 10, key: 'cols', type: 'columns', columns: [6, 6], positions: { 'col-0': [], 'col-1': [12] } },
    { id: 11, key: 'tabs', type: 'tabs', children: [13, 14] },
    { id: 12, key: 'a', type: 'heading' },
    { id: 13, key: 'b', type: 'richText' },
    { id: 14, key: 'c', type: 'richText' },
  ],
};

describe('spotOf', () => {
  it("finds a block in the page's column, a container's column and a tabs block's children", () => {
    expect(spotOf(page, 11)).toEqual({ pageId: 1, parentType: 'page', parentId: 1, col: 0, index: 1 });
    expect(spotOf(page, 12)).toEqual({ pageId: 1, parentType: 'block', parentId: 10, col: 1, index: 0 });
    expect(spotOf(page, 14)).toEqual({ pageId: 1, parentType: 'block', parentId: 11, col: 0, index: 1 });
  });

  it('answers null for a block the page does not place', () => {
    expect(spotOf(page, 99)).toBeNull();
  });
});
