import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAt } from './run-at.ts';

describe('runAt', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs at the moment given, even 30 days away (beyond what setTimeout can wait)', () => {
    const run = vi.fn();
    const thirtyDays = 30 * 24 * 60 * 60 * 1000;
    runAt(Date.now() + thirtyDays, run);
    vi.advanceTimersByTime(thirtyDays - 1);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs at once for a moment past, and not at all once cancelled', () => {
    const [past, cancelled] = [vi.fn(), vi.fn()];
    runAt(Date.now() - 5, past);
    runAt(Date.now() + 100, cancelled)();
    vi.advanceTimersByTime(200);
    expect(past).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
