import { describe, expect, it } from 'vitest';
import type { BlockFile } from '../generated/model.ts';
import { walkBlocks, walkPageSpots } from './walk-blocks.ts';

describe('walkBlocks', () => {
  it('visits every block with its pointer, parents first', () => {
    const blocks: BlockFile[] = [
      { id: 'intro', type: 'richText' },
      {
        id: 'tabs', type: 'tabs', children: [{ id: 'tab-a', type: 'richText' }],
      },
      {
        id: 'cols', type: 'columns', columns: [6, 6],
        positions: { 'col-0': [{ id: 'left', type: 'image' }], 'col-1': [{ id: 'right', type: 'heading' }] },
      },
    ];
    expect(walkBlocks(blocks).blocks.map(({ block, path, holder }) => [block.id, path, holder])).toEqual([
      ['intro', '/blocks/0', undefined],
      ['tabs', '/blocks/1', undefined],
      ['tab-a', '/blocks/1/children/0', 'tabs'],
      ['cols', '/blocks/2', undefined],
      ['left', '/blocks/2/positions/col-0/0', 'cols'],
      ['right', '/blocks/2/positions/col-1/0', 'cols'],
    ]);
  });

  it('yields nothing for an empty page', () => {
    expect(walkBlocks([])).toEqual({ blocks: [], refs: [] });
  });
});

describe('walkPageSpots', () => {
  it('keeps references apart from the blocks, each with its pointer and holder, in reading order', () => {
    const spots = walkPageSpots({
      id: 'about', slug: 'about', name: 'About',
      blocks: [{ id: 'intro', type: 'richText' }, { id: 'tabs', type: 'tabs', children: [{ ref: 'intro' }] }],
      positions: { 'col-1': [{ ref: 'tabs' }] },
      relatedModal: { ref: 'intro' },
    });
    expect(spots.blocks.map(({ block, path }) => [block.id, path])).toEqual([['intro', '/blocks/0'], ['tabs', '/blocks/1']]);
    expect(spots.refs).toEqual([
      { ref: 'intro', path: '/blocks/1/children/0', holder: 'tabs' },
      { ref: 'tabs', path: '/positions/col-1/0', holder: undefined },
      { ref: 'intro', path: '/relatedModal', holder: undefined },
    ]);
  });
});
