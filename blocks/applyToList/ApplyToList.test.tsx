import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Application, MembershipRequest, MembershipState } from '@tessera/schemas';
import { makeBlock, renderBlocks } from '../test-support/render-blocks.tsx';
import { ApplyHostContext, type ApplyHost } from './apply-host.ts';

const application: Application = {
  id: 4, label: 'Apply for the welding taster', userListId: 9, fieldIds: [], revision: 1,
  listLabel: 'Welding taster', listKey: 'welding-taster', capacity: 6, placesLeft: 2, isFull: false,
};
const requestIn = (state: MembershipState, message: string | null = null): MembershipRequest => ({
  id: 11, accountId: 7, applicationId: 4, userListId: 9, state, membershipId: null, message, data: {}, revision: 1, updatedAt: '2026-11-26T05:00:00Z',
});

/** A host whose request moves to what the member asked for, as the server's table would. */
function hostStartingAt(start: MembershipRequest | null, shown: Application = application) {
  const calls = vi.fn();
  let setRequest: (request: MembershipRequest | null) => void = () => {};
  const host: ApplyHost = {
    useApplyState() {
      const [request, set] = useState(start);
      setRequest = set;
      return { application: shown, request, failed: false };
    },
    async request(applicationId, state, data) {
      calls(applicationId, state, data);
      const next = requestIn(state);
      setRequest(next);
      return next;
    },
  };
  return { host, calls };
}

const render = (host: ApplyHost) => renderBlocks([makeBlock(1, 'applyToList', { options: { listKey: 'welding-taster', landingPage: 'learn/classes' } })], {
  wrap: (page) => <ApplyHostContext value={host}>{page}</ApplyHostContext>,
});

describe('the apply block', () => {
  it('shows the list and its places, applies, withdraws and applies again', async () => {
    const { host, calls } = hostStartingAt(null);
    render(host);
    // The block's component loads lazily, the first time more slowly.
    expect(await screen.findByRole('heading', { name: 'Welding taster' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Places left: 2')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('You have not applied yet.');

    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your application is waiting for a decision.'));
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw my application' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('You withdrew your application.'));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(calls).toHaveBeenCalledTimes(3));
    expect(calls.mock.calls.map(([, state]) => state)).toEqual(['applied', 'withdrawn', 'applied']);
  });

  it("offers an accepted member the list's page and leaving it; a rejected one neither applying nor withdrawing", async () => {
    const accepted = hostStartingAt(requestIn('accepted', 'Welcome aboard'));
    const { unmount } = render(accepted.host);
    expect(await screen.findByText('You are a member of this list.')).toBeTruthy();
    expect(screen.getByText('Welcome aboard')).toBeTruthy();
    expect(screen.getByRole('link', { name: "Go to the members' page" }).getAttribute('href')).toBe('/learn/classes');
    expect(screen.getByRole('button', { name: 'Leave this list' })).toBeTruthy();
    unmount();

    render(hostStartingAt(requestIn('rejected')).host);
    expect(await screen.findByText('Your application was not accepted.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the list is full, instead of offering the form', async () => {
    render(hostStartingAt(null, { ...application, placesLeft: 0, isFull: true }).host);
    expect(await screen.findByText('Full: no places left')).toBeTruthy();
    expect(screen.getByText('You can apply again when a place becomes free.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });
});
