import { describe, expect, it } from 'vitest';
import type { Block, Page } from '@tessera/schemas';
import { pasteDestinations } from './paste-destinations.ts';

const block = (id: number, extra: Partial<Block> = {}): Block => ({ id, key: `b${id}`, type: 'richText', ...extra });
// 1 heading; 2 columns [3 | 4 tabs(5 columns [6 | ])]; 7 image
const page: Page = {
  id: 9, key: 'p', slug: 'p', name: 'Page', moduleId: 1, type: 'other', width: 'fixed',
  positions: { 'col-0': [1, 2, 7] },
  blocks: [
    block(1, { type: 'heading' }),
    block(2, { type: 'columns', columns: [6, 6], positions: { 'col-0': [3], 'col-1': [4] } }),
    block(3),
    block(4, { type: 'tabs', children: [5] }),
    block(5, { type: 'columns', columns: [8, 4], positions: { 'col-0': [6] } }),
    block(6),
    block(7, { type: 'image' }),
  ],
};

const places = (pastedId: number) => pasteDestinations(page, pastedId).map(({ destination }) => [destination.parentId, destination.colIndex, destination.index]);

describe('pasteDestinations', () => {
  it('offers the end of the page, then the end of every column in page order, nested ones too', () => {
    expect(places(1)).toEqual([[null, 0, 3], [2, 0, 1], [2, 1, 1], [5, 0, 1], [5, 1, 0]]);
  });

  it('leaves out the pasted block and every column inside it', () => {
    expect(places(4)).toEqual([[null, 0, 3], [2, 0, 1], [2, 1, 1]]);
    expect(places(2)).toEqual([[null, 0, 3]]);
  });

  it('names each column by the block holding it', () => {
    expect(pasteDestinations(page, 1).map(({ parent }) => parent?.id ?? null)).toEqual([null, 2, 2, 5, 5]);
  });
});
