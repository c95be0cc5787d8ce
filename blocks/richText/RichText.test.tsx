import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';

describe('richText block', () => {
  it('renders the sanitised HTML: no <script>, no onerror', async () => {
    const html = '<p>Welcome to the <a href="/app/about">club</a></p><script>window.hacked = true</script><img src="x" alt="Logo" onerror="window.hacked = true">';
    const { container } = renderBlocks([makeBlock(1, 'richText', { options: { html } })]);

    const link = await screen.findByRole('link', { name: 'club' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.getByRole('img', { name: 'Logo' }).hasAttribute('onerror')).toBe(false);
  });
});
