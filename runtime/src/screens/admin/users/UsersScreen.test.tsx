import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUsersReply } from '@tessera/schemas';
import { fakeApp } from '../../../shell/test-support/fake-app.ts';
import { answerApiCalls } from '../../../test-support/fake-api.ts';
import { renderRoutes, setUpRouteTests } from '../../../test-support/render-routes.tsx';

const base = fakeApp();
const admin = fakeApp([], {
  user: { ...base.user, isAdmin: true },
  settings: { ...base.settings, structure: { defaults: { viewProfile: '/community/member-profile', myProfile: '/community/my-profile' } } },
});
const grace = { accountId: 7, firstName: 'Grace', lastName: 'Hopper', email: 'grace@demo.test', isAdmin: false, memberships: [{ userListId: 3, label: 'Repair café fixers', state: 'applied' as const, hidden: true }] };
const reply = (users: AdminUsersReply['users']): AdminUsersReply => ({ users, total: users.length, page: 1, limit: 20 });

describe('UsersScreen', () => {
  setUpRouteTests();

  it('lists members with their lists and states, links their profiles, and finds them as one types', async () => {
    const calls = answerApiCalls({
      'GET /admin/sections': () => ({ sections: ['users'] }),
      'GET /admin/users': (request) => ((request as { query: { text?: string } }).query.text === 'zz' ? reply([]) : reply([grace])),
    });
    const user = userEvent.setup();
    renderRoutes('/admin/users', admin);

    const row = await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(row.getAttribute('href')).toBe('/community/member-profile/7');
    const item = row.closest('li')!;
    expect(within(item).getByText('grace@demo.test')).toBeTruthy();
    expect(within(item).getByRole('list', { name: 'Lists' }).textContent).toBe('Repair café fixers · Applied · Hidden');

    await user.type(screen.getByRole('searchbox', { name: 'Search by name or email address' }), 'zz');
    expect(await screen.findByText('Members found: 0')).toBeTruthy();
    expect(calls).toHaveBeenCalledWith('GET /admin/users', expect.objectContaining({ query: { text: 'zz', page: 1, limit: 20 } }));
  });

  it("deletes a member's account after a confirmation naming them", async () => {
    const calls = answerApiCalls({
      'GET /admin/sections': () => ({ sections: ['users'] }),
      'GET /admin/users': () => reply([grace]),
      'DELETE /profile/{id}': () => ({ ok: true }),
    });
    const user = userEvent.setup();
    const { notify } = renderRoutes('/admin/users', admin);

    await user.click(await screen.findByRole('button', { name: 'Delete account Grace Hopper' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete the account of Grace Hopper?' });
    expect(calls).not.toHaveBeenCalledWith('DELETE /profile/{id}', expect.anything());
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));

    await waitFor(() => expect(calls).toHaveBeenCalledWith('DELETE /profile/{id}', { params: { id: 7 } }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ colour: 'positive', message: 'The account of Grace Hopper was deleted.' }));
  });

  it('offers no deletion to those who may not delete profiles', async () => {
    answerApiCalls({ 'GET /admin/sections': () => ({ sections: ['users'] }), 'GET /admin/users': () => reply([grace]) });
    renderRoutes('/admin/users', fakeApp());
    await screen.findByText('grace@demo.test');
    expect(screen.queryByRole('button', { name: /^Delete account/ })).toBeNull();
  });
});
