import { describe, expect, it } from 'vitest';
import type { Block } from '@tessera/schemas';
import { buildFixture } from '../fixture.mjs';
import { blockIdOf, convertFixture, STACK_ID_BASE } from './convert-fixture.ts';
import type { NeutralPage } from './neutral-page.ts';

/** The fixture blocks the renderer shows: every block reachable through columns and first tabs, stacks not counted. */
function shownFixtureBlocks(blocks: Block[], rootIds: number[]): number {
  const byId = new Map(blocks.map((block) => [block.id, block]));
  let count = 0;
  const visit = (id: number) => {
    const block = byId.get(id);
    if (!block) throw new Error(`missing block ${id}`);
    if (id < STACK_ID_BASE) count++;
    if (block.type === 'tabs') visit(block.children![0]!);
    for (const ids of Object.values(block.positions ?? {})) ids?.forEach(visit);
  };
  rootIds.forEach(visit);
  return count;
}

const page = (blocks: NeutralPage['blocks']): NeutralPage => ({ format: 'neutral-page/1', n: 0, seed: 1, stats: { totalBlocks: 0, renderedBlocks: 0 }, blocks });

describe('convertFixture', () => {
  it('maps each block type onto its Tessera options, images to file ids of their data: URIs', () => {
    const { blocks, rootIds, imageUrls } = convertFixture(page([
      { id: 'b1', type: 'heading', text: 'Hello', level: 3 },
      { id: 'b2', type: 'richText', html: '<p>Hi</p>' },
      { id: 'b3', type: 'image', src: 'data:image/svg+xml,a', alt: 'A' },
      { id: 'b4', type: 'image', src: 'data:image/svg+xml,a', alt: 'Again' },
      { id: 'b5', type: 'columns', widths: [4, 8], columns: [[{ id: 'b6', type: 'heading', text: 'Left', level: 2 }], [{ id: 'b7', type: 'image', src: 'data:image/svg+xml,b', alt: 'B' }]] },
    ]));
    expect(rootIds).toEqual([1, 2, 3, 4, 5]);
    expect(blocks.map((block) => block.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(blocks[0]).toEqual({ id: 1, key: 'b1', type: 'heading', options: { text: 'Hello', level: 3 } });
    expect(blocks[1]!.options).toEqual({ html: '<p>Hi</p>' });
    expect(blocks[2]!.options).toEqual({ fileId: 1, alt: 'A', width: 320, height: 180 });
    expect(blocks[3]!.options).toMatchObject({ fileId: 1 });
    expect(blocks[4]).toMatchObject({ type: 'columns', columns: [4, 8], positions: { 'col-0': [6], 'col-1': [7] } });
    expect(blocks[6]!.options).toMatchObject({ fileId: 2 });
    expect(imageUrls).toEqual(['data:image/svg+xml,a', 'data:image/svg+xml,b']);
  });

  it('gives a tab of one block that block, titled, and stacks a tab of several in a one-column block', () => {
    const { blocks, stacks } = convertFixture(page([{
      id: 'b1',
      type: 'tabs',
      tabs: [
        { title: 'One', children: [{ id: 'b2', type: 'heading', text: 'Only', level: 2 }] },
        { title: 'Two', children: [{ id: 'b3', type: 'richText', html: '<p>a</p>' }, { id: 'b4', type: 'richText', html: '<p>b</p>' }] },
      ],
    }]));
    const stackId = STACK_ID_BASE + 1;
    expect(stacks).toBe(1);
    expect(blocks.find((block) => block.id === 1)).toMatchObject({ type: 'tabs', children: [2, stackId] });
    expect(blocks.find((block) => block.id === 2)).toMatchObject({ title: 'One' });
    expect(blocks.find((block) => block.id === stackId)).toEqual({ id: stackId, key: 'stack-1', type: 'columns', title: 'Two', columns: [12], positions: { 'col-0': [3, 4] } });
  });

  it.each([1000, 5000])('keeps every block of the %i-block fixture, and the count the procedure expects on the page', (n) => {
    const fixture = buildFixture(n);
    const { blocks, rootIds, stacks } = convertFixture(fixture);
    expect(blocks.length - stacks).toBe(n);
    expect(new Set(blocks.map((block) => block.id)).size).toBe(blocks.length);
    expect(shownFixtureBlocks(blocks, rootIds)).toBe(fixture.stats.renderedBlocks);
  });

  it('refuses an id outside the fixture scheme', () => {
    expect(() => blockIdOf('x')).toThrow(/Unexpected fixture block id/);
    expect(blockIdOf('b12')).toBe(12);
  });
});
