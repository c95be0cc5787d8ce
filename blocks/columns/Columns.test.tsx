import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Block } from '@tessera/schemas';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';

const heading = (id: number, text: string) => makeBlock(id, 'heading', { options: { text } });

function columns(widths: number[], positions: Block['positions'] = {}) {
  return makeBlock(1, 'columns', { columns: widths, positions });
}

describe('columns block', () => {
  it('places each position list in its column, in order', async () => {
    const { container } = renderBlocks([
      columns([8, 4], { 'col-0': [2, 3], 'col-1': [4] }),
      heading(2, 'Left top'), heading(3, 'Left bottom'), heading(4, 'Right'),
    ]);
    await screen.findByRole('heading', { name: 'Right' });
    const columnTexts = [...container.querySelectorAll('.columns-block__column')].map((column) =>
      [...column.querySelectorAll('h2')].map((h) => h.textContent));
    expect(columnTexts).toEqual([['Left top', 'Left bottom'], ['Right']]);
    const grid = container.querySelector<HTMLElement>('.columns-block');
    expect(grid?.style.getPropertyValue('--columns-template')).toBe('minmax(0, 8fr) minmax(0, 4fr)');
  });

  it("says 'Too many columns' instead of a layout with more than 12", async () => {
    const { container } = renderBlocks([columns(Array<number>(13).fill(1))]);
    expect(await screen.findByText('Too many columns')).toBeTruthy();
    expect(container.querySelector('.columns-block')).toBeNull();
  });

  it("says 'All cols widths combined should equal 12' when the widths don't add up", async () => {
    const { container } = renderBlocks([columns([6, 5])]);
    expect(await screen.findByText('All cols widths combined should equal 12')).toBeTruthy();
    expect(container.querySelector('.columns-block')).toBeNull();
  });
});
