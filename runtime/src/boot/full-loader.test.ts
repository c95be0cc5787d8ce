import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FULL_LOADER_DELAY_MS, hideFullLoaderWhenSettled, type PendingWork } from './full-loader.ts';

function fakeWork(loading: boolean): PendingWork & { set(loading: boolean): void } {
  const listeners = new Set<() => void>();
  return {
    isLoading: () => loading,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      loading = next;
      for (const listener of listeners) listener();
    },
  };
}

const loader = () => document.getElementById('full-loader');
/** Two animation frames, after which settled work counts as done. */
const frame = () => vi.advanceTimersByTime(40);

describe('hideFullLoaderWhenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="full-loader"></div>';
  });
  afterEach(() => vi.useRealTimers());

  it('hides the loader two frames after nothing is loading', () => {
    hideFullLoaderWhenSettled([fakeWork(false)]);
    vi.advanceTimersByTime(20);
    expect(loader()?.classList.contains('is-hidden')).toBe(false);
    frame();
    expect(loader()?.classList.contains('is-hidden')).toBe(true);
    vi.advanceTimersByTime(300);
    expect(loader()).toBeNull();
  });

  it('waits while any work is loading, and for new work that starts within the frame', () => {
    const calls = fakeWork(true);
    const blocks = fakeWork(false);
    hideFullLoaderWhenSettled([calls, blocks]);
    frame();
    calls.set(false);
    blocks.set(true); // the page that arrived asks for its block components
    frame();
    expect(loader()?.classList.contains('is-hidden')).toBe(false);
    blocks.set(false);
    frame();
    expect(loader()?.classList.contains('is-hidden')).toBe(true);
  });

  it('hides after the spec delay when the screen keeps loading', () => {
    hideFullLoaderWhenSettled([fakeWork(true)]);
    vi.advanceTimersByTime(FULL_LOADER_DELAY_MS - 1);
    expect(loader()?.classList.contains('is-hidden')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loader()?.classList.contains('is-hidden')).toBe(true);
  });

  it('does nothing once cancelled', () => {
    const cancel = hideFullLoaderWhenSettled([fakeWork(false)]);
    cancel();
    vi.advanceTimersByTime(FULL_LOADER_DELAY_MS * 2);
    expect(loader()?.classList.contains('is-hidden')).toBe(false);
  });
});
