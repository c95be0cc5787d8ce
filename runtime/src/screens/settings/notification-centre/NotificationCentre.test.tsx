import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FollowedItem, Subscribable } from '@tessera/schemas';
import { ApiError } from '../../../api/api-error.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { dismissAllNotices, useNotices } from '../../../shell/notices/notices-store.ts';
import { followedItemsSignal } from '../../../shell/notifications/followed-items-signal.ts';
import { fakeApp, fakeRuntime } from '../../../shell/test-support/fake-app.ts';
import { AppContext } from '../../../state/app-runtime.ts';
import { answerApiCalls } from '../../../test-support/fake-api.ts';
import { NotificationCentre } from './NotificationCentre.tsx';

const preference = (eventName: Subscribable['eventName'], inAppActive = true, active = true): Subscribable =>
  ({ eventName, id: 0, type: 'system', scope: 'user', active, inAppActive });
const crew: FollowedItem = { type: 'userList', id: 3, title: 'Boat restoration crew', muted: false, followedAt: '2026-11-26T09:00:00.000Z' };
const fixers: FollowedItem = { type: 'userList', id: 4, title: 'Repair café fixers', muted: true, followedAt: '2026-11-25T09:00:00.000Z' };

function Notices() {
  return <div>{useNotices().map((notice) => <p key={notice.id} data-colour={notice.colour}>{notice.message}</p>)}</div>;
}

function renderCentre(isAdmin = false) {
  const base = fakeApp();
  const app = fakeApp([], { user: { ...base.user, isAdmin } });
  return render(
    <I18nextProvider i18n={i18n}>
      <AppContext.Provider value={fakeRuntime(app)}>
        <MemoryRouter><NotificationCentre /><Notices /></MemoryRouter>
      </AppContext.Provider>
    </I18nextProvider>,
  );
}

describe('NotificationCentre', () => {
  afterEach(() => {
    dismissAllNotices();
    vi.restoreAllMocks();
  });

  it('shows each event with its in-app and e-mail switches, and saves a change from the reply', async () => {
    const calls = answerApiCalls({
      'GET /profile/notifications/userPreferences': () => ({ preferences: [preference('acceptedOnMembership')] }),
      'POST /profile/notifications/getFollowedItems': () => ({ items: [crew] }),
      'POST /profile/notifications/updateUserPreferences': () => ({ preferences: [preference('acceptedOnMembership', false)], followedItems: [crew] }),
    });
    const user = userEvent.setup();
    renderCentre();

    const inApp = await screen.findByRole('switch', { name: 'Application accepted: In the app' });
    expect(inApp.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('switch', { name: 'Application accepted: By e-mail' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Admin notifications' })).toBeNull();

    await user.click(inApp);
    expect(calls).toHaveBeenCalledWith('POST /profile/notifications/updateUserPreferences', { body: { event: 'acceptedOnMembership', active: false, preferenceType: 'inApp' } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Application accepted: In the app' }).getAttribute('aria-checked')).toBe('false'));
  });

  it('on a failed change shows the error in a notice and shows the preferences the server holds', async () => {
    let reads = 0;
    const calls = answerApiCalls({
      'GET /profile/notifications/userPreferences': () => {
        reads += 1;
        return { preferences: [preference('acceptedOnMembership', true, reads === 1)] };
      },
      'POST /profile/notifications/getFollowedItems': () => ({ items: [] }),
      'POST /profile/notifications/updateUserPreferences': () => {
        throw new ApiError(500, 'Internal Server Error', 'Something went wrong on our side. Please try again.');
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderCentre();

    await user.click(await screen.findByRole('switch', { name: 'Application accepted: By e-mail' }));
    expect(await screen.findByText('Your preference could not be saved: Something went wrong on our side. Please try again.')).toBeTruthy();
    expect(calls.mock.calls.filter(([key]) => key === 'GET /profile/notifications/userPreferences')).toHaveLength(2);
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Application accepted: By e-mail' }).getAttribute('aria-checked')).toBe('false'));
  });

  it('lists followed items with a mute switch each, filters them, and takes in what another tab changed', async () => {
    const calls = answerApiCalls({
      'GET /profile/notifications/userPreferences': () => ({ preferences: [] }),
      'GET /profile/notifications/adminPreferences': () => ({ preferences: [{ ...preference('newApplication'), type: 'admin', scope: 'admin' }] }),
      'POST /profile/notifications/getFollowedItems': () => ({ items: [crew, fixers] }),
      'POST /profile/notifications/updateUserPreferences': () => ({ preferences: [], followedItems: [{ ...crew, muted: true }, fixers] }),
    });
    const user = userEvent.setup();
    renderCentre(true);

    await user.click(await screen.findByRole('tab', { name: 'Admin notifications' }));
    expect(await screen.findByRole('switch', { name: 'New application: By e-mail' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Followed items' }));
    const items = await screen.findByRole('list');
    expect(within(items).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Boat restoration crewListMuted', 'Repair café fixersListMuted']);

    await user.click(screen.getByRole('switch', { name: 'Mute Boat restoration crew' }));
    expect(calls).toHaveBeenCalledWith('POST /profile/notifications/updateUserPreferences', { body: { event: 'all', active: true, preferenceType: 'muted', type: 'userList', targetId: 3 } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Mute Boat restoration crew' }).getAttribute('aria-checked')).toBe('true'));

    await user.selectOptions(screen.getByLabelText('Show'), 'active');
    expect(screen.queryByRole('switch', { name: 'Mute Repair café fixers' })).toBeNull();
    act(() => followedItemsSignal.tell([{ ...fixers, muted: false }]));
    expect(await screen.findByRole('switch', { name: 'Mute Repair café fixers' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Mute Boat restoration crew' })).toBeNull();
  });
});
