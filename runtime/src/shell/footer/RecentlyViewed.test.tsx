import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '@tessera/schemas';
import { answerApiCalls } from '../../test-support/fake-api.ts';
import { fakeApp } from '../test-support/fake-app.ts';
import { renderWithApp, setUpShellTests } from '../test-support/render-with-app.tsx';
import { RecentlyViewed } from './RecentlyViewed.tsx';

setUpShellTests();

const person = (accountId: number, firstName: string, lastName: string): Profile => ({ accountId, acceptedUserListIds: [], data: { profile: { firstName, lastName }, meta: {} } });
const app = fakeApp([], { settings: { ...fakeApp().settings, structure: { defaults: { viewProfile: '/people/member' } } } });
// Loaded after the first page: a second, then an idle moment.
const AFTER_FIRST_PAGE = { timeout: 4000 };

describe('RecentlyViewed', () => {
  it('lists the members viewed last, newest first, linking to their profiles, and closes for good', async () => {
    localStorage.clear();
    answerApiCalls({
      'GET /profile/user/actions/{name}': () => ({ name: 'viewedProfile', actions: [{ targetId: 811, at: '2026-01-02T00:00:00.000Z' }, { targetId: 812, at: '2026-01-01T00:00:00.000Z' }] }),
      'POST /profile/collection': ({ body }) => ({ profiles: body.accountIds.map((id) => (id === 811 ? person(811, 'Grace', 'Hopper') : person(812, '', ''))) }),
    });
    renderWithApp(<RecentlyViewed />, { app });

    const region = await screen.findByRole('region', { name: 'Recently viewed' }, AFTER_FIRST_PAGE);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([['GHGrace Hopper', '/people/member/811'], ['812', '/people/member/812']]);

    fireEvent.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(localStorage.getItem('tessera.recentlyViewed.open')).toBe('false');
    expect(region.getAttribute('data-open')).toBe('false');
    expect(screen.getByRole('button', { name: 'Show' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('shows nothing until there is someone to show', async () => {
    const calls = answerApiCalls({ 'GET /profile/user/actions/{name}': () => ({ name: 'viewedProfile', actions: [] }) });
    renderWithApp(<RecentlyViewed />, { app });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Recently viewed' })).toBeNull();
  });
});
