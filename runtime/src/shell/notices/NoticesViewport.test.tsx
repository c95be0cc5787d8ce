import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderWithApp, startFakeClock, setUpShellTests } from '../test-support/render-with-app.tsx';
import { NoticesViewport } from './NoticesViewport.tsx';
import { notify } from './notices-store.ts';

setUpShellTests();

function noticeList() {
  return within(screen.getByRole('region', { name: /notices/i })).getByRole('list');
}

describe('NoticesViewport', () => {
  it('shows each notice in its colour', () => {
    renderWithApp(<NoticesViewport />);
    act(() => {
      notify({ colour: 'positive', message: 'Saved' });
      notify({ colour: 'negative', message: 'Could not save' });
    });

    const [saved, failed] = within(noticeList()).getAllByRole('listitem');
    expect(saved?.textContent).toContain('Saved');
    expect(saved?.classList).toContain('notice--positive');
    expect(failed?.textContent).toContain('Could not save');
    expect(failed?.classList).toContain('notice--negative');
  });

  it('closes a notice after 5 s by default, or after its own timeout', () => {
    startFakeClock();
    renderWithApp(<NoticesViewport />);
    act(() => {
      notify({ colour: 'info', message: 'Default timeout' });
      notify({ colour: 'warning', message: 'Short timeout', timeout: 1000 });
    });

    act(() => vi.advanceTimersByTime(1000));
    expect(within(noticeList()).queryByText('Short timeout')).toBeNull();
    expect(within(noticeList()).getByText('Default timeout')).toBeTruthy();

    act(() => vi.advanceTimersByTime(4000));
    expect(within(noticeList()).queryByText('Default timeout')).toBeNull();
  });

  it('keeps a notice without a timeout until it is dismissed', async () => {
    startFakeClock();
    const { user } = renderWithApp(<NoticesViewport />);
    act(() => {
      notify({ colour: 'warning', message: 'Please reload', timeout: null });
    });

    act(() => vi.advanceTimersByTime(60_000));
    expect(within(noticeList()).getByText('Please reload')).toBeTruthy();

    await user.click(within(noticeList()).getByRole('button', { name: 'Dismiss' }));
    expect(within(noticeList()).queryByText('Please reload')).toBeNull();
  });

  it("runs a notice's action and then closes it", async () => {
    const reload = vi.fn();
    const { user } = renderWithApp(<NoticesViewport />);
    act(() => {
      notify({ colour: 'info', message: 'Updated', timeout: null, action: { label: 'Reload', run: reload } });
    });

    await user.click(within(noticeList()).getByRole('button', { name: 'Reload' }));

    expect(reload).toHaveBeenCalledOnce();
    expect(within(noticeList()).queryByText('Updated')).toBeNull();
  });
});
