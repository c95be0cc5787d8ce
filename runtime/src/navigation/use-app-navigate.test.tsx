import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useAppNavigate } from './use-app-navigate.ts';

let navigate: ReturnType<typeof useAppNavigate> = () => {};

function Capture() {
  navigate = useAppNavigate();
  return null;
}

describe('useAppNavigate', () => {
  afterEach(cleanup);

  it('ignores navigation to the page already shown, and navigates anywhere else', () => {
    const router = createMemoryRouter([{ path: '*', element: <Capture /> }], { initialEntries: ['/home/welcome?tab=a'] });
    render(<RouterProvider router={router} />);
    const lastAction = () => router.state.historyAction;

    act(() => navigate('/home/welcome?tab=a'));
    expect(lastAction()).toBe('POP');

    act(() => navigate('/home/news'));
    expect(router.state.location.pathname).toBe('/home/news');
    expect(lastAction()).toBe('PUSH');
  });
});
