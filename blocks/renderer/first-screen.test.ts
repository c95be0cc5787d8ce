import { describe, expect, it } from 'vitest';
import type { Block } from '@tessera/schemas';
import { makeBlock } from '../test-support/render-blocks.tsx';
import { FIRST_SCREEN_BLOCKS, firstScreenLength } from './first-screen.ts';

const byId = (blocks: Block[]) => new Map(blocks.map((block) => [block.id, block]));
const headings = (count: number, from = 1) => Array.from({ length: count }, (_, index) => makeBlock(from + index, 'heading'));

describe('firstScreenLength', () => {
  it('is the whole of a short page', () => {
    const blocks = headings(FIRST_SCREEN_BLOCKS - 1);
    expect(firstScreenLength(byId(blocks), blocks.map((block) => block.id))).toBe(FIRST_SCREEN_BLOCKS - 1);
  });

  it('ends a long page once FIRST_SCREEN_BLOCKS blocks are counted', () => {
    const blocks = headings(100);
    expect(firstScreenLength(byId(blocks), blocks.map((block) => block.id))).toBe(FIRST_SCREEN_BLOCKS);
  });

  it('counts the blocks nested in columns and tabs, and keeps at least one top-level block', () => {
    const nested = headings(FIRST_SCREEN_BLOCKS + 20, 100);
    const nestedIds = nested.map((block) => block.id);
    const columns = makeBlock(1, 'columns', { columns: [6, 6], positions: { 'col-0': nestedIds.slice(0, 2), 'col-1': nestedIds.slice(2, FIRST_SCREEN_BLOCKS) } });
    const tabs = makeBlock(2, 'tabs', { children: nestedIds.slice(FIRST_SCREEN_BLOCKS) });
    const blocks = byId([columns, tabs, ...nested, ...headings(50, 3)]);
    const below = Array.from({ length: 50 }, (_, index) => 3 + index);
    // The columns hold FIRST_SCREEN_BLOCKS + 1 blocks: alone on the first screen.
    expect(firstScreenLength(blocks, [1, 2, ...below])).toBe(1);
    // The tabs hold 21, so FIRST_SCREEN_BLOCKS - 21 headings follow them.
    expect(firstScreenLength(blocks, [2, ...below])).toBe(1 + FIRST_SCREEN_BLOCKS - 21);
  });
});
