import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoadingBar } from './LoadingBar.tsx';
import { loadingStore } from './loading-store.ts';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('loading indicator', () => {
  afterEach(cleanup);

  it('shows the bar until every tracked call has settled, failed ones included', async () => {
    render(<LoadingBar />);
    const first = deferred();
    const second = deferred();
    expect(screen.queryByTestId('loading-bar')).toBeNull();

    act(() => {
      loadingStore.track(first.promise);
      loadingStore.track(second.promise).catch(() => {});
    });
    expect(screen.getByTestId('loading-bar')).toBeTruthy();

    await act(async () => first.resolve());
    expect(screen.getByTestId('loading-bar')).toBeTruthy();

    await act(async () => second.reject(new Error('failed')));
    expect(screen.queryByTestId('loading-bar')).toBeNull();
  });
});
