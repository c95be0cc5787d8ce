import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';

describe('heading block', () => {
  it('renders its text at its level', async () => {
    renderBlocks([makeBlock(1, 'heading', { options: { text: 'Upcoming events', level: 3 } })]);
    const heading = await screen.findByRole('heading', { name: 'Upcoming events' });
    expect(heading.tagName).toBe('H3');
  });

  it('defaults to level 2', async () => {
    renderBlocks([makeBlock(1, 'heading', { options: { text: 'News' } })]);
    expect((await screen.findByRole('heading', { name: 'News' })).tagName).toBe('H2');
  });

  it('marks its text with the language it fell back to, and only then', async () => {
    renderBlocks([
      makeBlock(1, 'heading', { options: { text: 'Open evenings' }, fallbacks: { 'options.text': 'en' } }),
      makeBlock(2, 'heading', { options: { text: 'Soirées' } }),
    ], { ids: [1, 2] });
    expect((await screen.findByRole('heading', { name: 'Open evenings' })).getAttribute('lang')).toBe('en');
    expect(screen.getByRole('heading', { name: 'Soirées' }).hasAttribute('lang')).toBe(false);
  });

  it('renders no empty heading while the text is blank', async () => {
    renderBlocks([makeBlock(1, 'heading', { options: { text: '  ' } }), makeBlock(2, 'heading', { options: { text: 'After' } })], { ids: [1, 2] });
    await screen.findByRole('heading', { name: 'After' });
    expect(screen.getAllByRole('heading')).toHaveLength(1);
  });
});
