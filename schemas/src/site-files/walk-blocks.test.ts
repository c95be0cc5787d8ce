import { describe, expect, it } from 'vitest';
import type { BlockFile } from '../generated/model.ts';
import { walkBlocks } from './walk-blocks.ts';

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
    expect([...walkBlocks(blocks)].map(({ block, path }) => [block.id, path])).toEqual([
      ['intro', '/blocks/0'],
      ['tabs', '/blocks/1'],
      ['tab-a', '/blocks/1/children/0'],
      ['cols', '/blocks/2'],
      ['left', '/blocks/2/positions/col-0/0'],
      ['right', '/blocks/2/positions/col-1/0'],
    ]);
  });

  it('yields nothing for an empty page', () => {
    expect([...walkBlocks([])]).toEqual([]);
  });
});
