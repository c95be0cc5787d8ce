import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';

const ada = { accountId: 7, email: 'ada@demo.test', isAdmin: false, isElevated: false };

describe('the data-display block', () => {
  it("shows the member's data as text, and links to their profile", async () => {
    const block = makeBlock(1, 'dataDisplay', {
      options: {
        lines: [
          { icon: { show: true, value: 'person' }, items: [{ type: 'text', value: 'Hello ${firstName}' }] },
          { items: [{ type: 'field', value: 'bio' }] },
          { items: [{ type: 'field', value: 'phone', showDefault: true, defaultValue: 'No phone yet' }] },
        ],
        profileLink: { show: true, page: 'community/member-profile' },
      },
    });
    const { container } = renderBlocks([block], { visibility: { rules: { user: ada, profile: { firstName: 'Ada', bio: '<b>bold</b>' }, listMemberships: [] } } });
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
    expect(screen.getByText('<b>bold</b>')).toBeTruthy();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('No phone yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe('/community/member-profile/7');
  });
});
