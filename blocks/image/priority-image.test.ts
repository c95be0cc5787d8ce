import { describe, expect, it } from 'vitest';
import type { Block } from '@tessera/schemas';
import { makeBlock, makeVisibility } from '../test-support/render-blocks.tsx';
import { findPriorityImage } from './priority-image.ts';

const image = (id: number, fileId = 5, extra: Partial<Block> = {}) => makeBlock(id, 'image', { options: { fileId, alt: '' }, ...extra });
const text = (id: number) => makeBlock(id, 'richText', { options: { html: '<p>Hi</p>' } });
const byId = (blocks: Block[]) => new Map(blocks.map((block) => [block.id, block]));

describe('findPriorityImage', () => {
  it('is the first image in document order, looking inside columns left to right', () => {
    const columns = makeBlock(2, 'columns', { columns: [6, 6], positions: { 'col-1': [4], 'col-0': [3] } });
    const blocks = byId([text(1), columns, text(3), image(4), image(5)]);

    expect(findPriorityImage(blocks, [1, 2, 5], makeVisibility())).toBe(4);
  });

  it('looks inside nested children before the next sibling', () => {
    const tabs = makeBlock(1, 'tabs', { children: [2] });
    const blocks = byId([tabs, image(2), image(3)]);

    expect(findPriorityImage(blocks, [1, 3], makeVisibility())).toBe(2);
  });

  it('passes over images without a file and images hidden on this device', () => {
    const blocks = byId([image(1, 0), image(2, 5, { visibility: { visibleOnMobile: false } }), image(3)]);

    expect(findPriorityImage(blocks, [1, 2, 3], makeVisibility({ isMobile: true }))).toBe(3);
    expect(findPriorityImage(blocks, [1, 2, 3], makeVisibility({ isMobile: false }))).toBe(2);
  });

  it('is null on a page without an image', () => {
    expect(findPriorityImage(byId([text(1)]), [1], makeVisibility())).toBeNull();
  });
});
