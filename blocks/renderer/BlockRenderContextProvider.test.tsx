import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';
import { createTestI18n } from '../test-support/test-i18n.ts';
import { preloadBlockComponents } from './LazyBlock.tsx';
import type { BlockFrameProps } from './block-render-context.ts';

/** A frame as edit mode might give one: marks whose content it wraps. */
function TestFrame({ block, children }: BlockFrameProps) {
  return <div className="test-frame" data-frame-for={block.id}>{children}</div>;
}

// Columns (1) holding a heading (2) and tabs (3) whose tabs are two rich texts (4, 5).
const page = [
  makeBlock(1, 'columns', { columns: [6, 6], positions: { 'col-0': [2], 'col-1': [3] } }),
  makeBlock(2, 'heading', { options: { text: 'Opening hours', level: 2 } }),
  makeBlock(3, 'tabs', { children: [4, 5] }),
  makeBlock(4, 'richText', { title: 'Weekdays', options: { html: '<p>Nine to five</p>' } }),
  makeBlock(5, 'richText', { title: 'Weekends', options: { html: '<p>Closed</p>' } }),
];

const blockElement = (id: number) => document.querySelector(`[data-block-id="${id}"]`);
// The first render loads four block components; on a busy machine that takes more than findBy's 1 s.
const loaded = { timeout: 5000 };

describe('BlockRenderContextProvider', () => {
  it('wraps every rendered block in the frame, nested ones included, inside the element with data-block-id', async () => {
    renderBlocks(page, { ids: [1], frame: TestFrame });
    expect(await screen.findByText('Nine to five', {}, loaded)).toBeTruthy();
    await screen.findByRole('heading', { name: 'Opening hours' }, loaded);

    for (const block of page.slice(0, 4)) {
      const element = blockElement(block.id);
      expect(element?.getAttribute('data-block-type')).toBe(block.type);
      expect(element?.children).toHaveLength(1);
      expect(element?.firstElementChild?.getAttribute('data-frame-for')).toBe(String(block.id));
    }
    // The heading's content sits inside its own frame, and the columns' frame holds its children.
    expect(screen.getByRole('heading', { name: 'Opening hours' }).closest('.test-frame')?.getAttribute('data-frame-for')).toBe('2');
    expect(blockElement(1)?.firstElementChild?.contains(blockElement(3))).toBe(true);
  });

  it('renders each block’s content unchanged without a frame', async () => {
    renderBlocks(page, { ids: [1] });
    expect(await screen.findByText('Nine to five', {}, loaded)).toBeTruthy();
    await waitFor(() => expect(blockElement(2)?.firstElementChild?.tagName).toBe('H2'));
    expect(document.querySelector('.test-frame')).toBeNull();
  });

  it('renders columns, tabs, headings, rich text and images without subscribing a block to the translations', async () => {
    const withImage = [...page, makeBlock(6, 'image', { options: { fileId: 3, alt: 'Map' } })];
    await preloadBlockComponents(withImage.map((block) => block.type));
    const i18n = createTestI18n();
    const subscribe = vi.spyOn(i18n, 'on');
    renderBlocks(withImage, { ids: [1, 6], i18n });
    expect(screen.getByText('Nine to five')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Map' })).toBeTruthy();
    expect(subscribe).not.toHaveBeenCalled();
  });
});
