import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';

describe('image block', () => {
  it('renders a lazily loaded image from the file URL, with its caption', async () => {
    renderBlocks([makeBlock(1, 'image', { options: { fileId: 12, alt: 'Members at the picnic', caption: 'Summer picnic', fit: 'cover' } })]);
    const image = await screen.findByRole('img', { name: 'Members at the picnic' });
    expect(image.getAttribute('src')).toBe('/api/v1/image?id=12');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.classList.contains('image-block__img--cover')).toBe(true);
    expect(image.closest('figure')?.querySelector('figcaption')?.textContent).toBe('Summer picnic');
  });

  it('leaves out the caption when there is none', async () => {
    const { container } = renderBlocks([makeBlock(1, 'image', { options: { fileId: 3, alt: 'Logo' } })]);
    await screen.findByRole('img', { name: 'Logo' });
    expect(container.querySelector('figcaption')).toBeNull();
  });

  it('without a file, hints editors and shows members nothing', async () => {
    const noFile = makeBlock(1, 'image', { options: { fileId: 0, alt: '' } });
    const { unmount } = renderBlocks([noFile], { visibility: { editMode: true } });
    expect(await screen.findByText('No image chosen yet')).toBeTruthy();
    unmount();

    // Both blocks share one component load, so once the photo shows the empty block has rendered too.
    const photo = makeBlock(2, 'image', { options: { fileId: 5, alt: 'Photo' } });
    const { container } = renderBlocks([noFile, photo], { ids: [1, 2] });
    await screen.findByRole('img', { name: 'Photo' });
    expect(container.querySelector('[data-block-id="1"]')?.textContent).toBe('');
  });

  it('carries its width and height, so its place is kept before it loads', async () => {
    renderBlocks([makeBlock(1, 'image', { options: { fileId: 12, alt: 'Quay', width: 800, height: 450 } })]);
    const image = await screen.findByRole('img', { name: 'Quay' });
    expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '450']);
  });

  it("loads the page's priority image at once, with high priority", async () => {
    const first = makeBlock(1, 'image', { options: { fileId: 12, alt: 'First' } });
    const second = makeBlock(2, 'image', { options: { fileId: 13, alt: 'Second' } });
    renderBlocks([first, second], { ids: [1, 2], priorityImageId: 1 });

    const eager = await screen.findByRole('img', { name: 'First' });
    expect([eager.getAttribute('loading'), eager.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    const lazy = screen.getByRole('img', { name: 'Second' });
    expect([lazy.getAttribute('loading'), lazy.getAttribute('fetchpriority')]).toEqual(['lazy', 'auto']);
  });
});
