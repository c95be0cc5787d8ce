import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaveApp } from '../../session/leave-app.ts';
import { notify } from '../notices/notices-store.ts';
import { answerApiCalls } from '../../test-support/fake-api.ts';
import { renderRoutes, setUpRouteTests } from '../../test-support/render-routes.tsx';
import { fakeApp } from '../test-support/fake-app.ts';

vi.mock('../../session/leave-app.ts', () => ({ leaveApp: vi.fn() }));
vi.mock('../notices/notices-store.ts', async (original) => ({ ...(await original<object>()), notify: vi.fn() }));

describe('ViewAsBar', () => {
  setUpRouteTests();

  it('shows nothing while the admin views the site as themselves', async () => {
    renderRoutes('/settings', fakeApp());
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('region', { name: 'Viewing as' })).toBeNull();
  });

  it('names the lists viewed as and resets to the own view, loading the app afresh', async () => {
    const calls = answerApiCalls({ 'POST /admin/reset': () => ({ viewAs: null }) });
    const user = userEvent.setup();
    renderRoutes('/settings', fakeApp([], { viewAs: { listIds: [3, 5], labels: ['Repair café fixers', 'Boat crew'] } }));

    const bar = await screen.findByRole('region', { name: 'Viewing as' });
    expect(within(bar).getByText('Viewing as: Repair café fixers, Boat crew')).toBeTruthy();
    await user.click(within(bar).getByRole('button', { name: 'Reset' }));

    expect(calls).toHaveBeenCalledWith('POST /admin/reset');
    await waitFor(() => expect(leaveApp).toHaveBeenCalledWith(window.location.href));
  });

  it("says the spec's message when the change fails, staying as it was", async () => {
    answerApiCalls({ 'POST /admin/reset': () => { throw new Error('offline'); } });
    const user = userEvent.setup();
    renderRoutes('/settings', fakeApp([], { viewAs: { listIds: [3], labels: ['Repair café fixers'] } }));

    await user.click(within(await screen.findByRole('region', { name: 'Viewing as' })).getByRole('button', { name: 'Reset' }));

    await waitFor(() => expect(notify).toHaveBeenCalledWith({ colour: 'negative', message: 'There was an error trying to change who you are viewing as.' }));
    expect(leaveApp).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reset' }).hasAttribute('disabled')).toBe(false);
  });
});
