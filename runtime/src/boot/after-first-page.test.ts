import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPage, serviceAfterFirstPage } from './after-first-page.ts';

describe('afterFirstPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts after the delay, not before', () => {
    const start = vi.fn();
    afterFirstPage(start, 1000);

    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('waits for an idle moment where the browser offers one', () => {
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      setTimeout(() => callback({} as IdleDeadline), 50);
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const start = vi.fn();
    afterFirstPage(start, 1000);

    vi.advanceTimersByTime(1000);
    expect(requestIdleCallback).toHaveBeenCalledWith(start, { timeout: 1000 });
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('never starts once cancelled', () => {
    const start = vi.fn();
    const cancel = afterFirstPage(start, 1000);

    cancel();
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('serviceAfterFirstPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the service after the first page and stops it when asked', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const end = serviceAfterFirstPage(start, 1000);

    vi.advanceTimersByTime(1000);
    expect(start).toHaveBeenCalledTimes(1);
    end();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('never starts a service ended before its start', () => {
    const start = vi.fn(() => vi.fn());
    serviceAfterFirstPage(start, 1000)();
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
  });
});
