import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPage, serviceAfterFirstPage } from './after-first-page.ts';

describe('afterFirstPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('starts after the delay, not before', async () => {
    const start = vi.fn();
    afterFirstPage(start, 1000);

    await vi.advanceTimersByTimeAsync(999);
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1); // the task of its own
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts one at a time, each after the previous one has settled, in a task of its own', async () => {
    let settle = () => {};
    const first = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    const second = vi.fn();
    afterFirstPage(first, 1000);
    afterFirstPage(second, 1000);

    await vi.advanceTimersByTimeAsync(1500);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    settle();
    await vi.advanceTimersByTimeAsync(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('does not let a start that never settles hold up the next one for more than the delay', async () => {
    const hanging = vi.fn(() => new Promise<void>(() => {}));
    const next = vi.fn();
    afterFirstPage(hanging, 1000);
    afterFirstPage(next, 1000);

    await vi.advanceTimersByTimeAsync(1001);
    expect(hanging).toHaveBeenCalledTimes(1);
    expect(next).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1001);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('waits for an idle moment where the browser offers one', async () => {
    const requestIdleCallback = vi.fn((callback: IdleRequestCallback) => {
      setTimeout(() => callback({} as IdleDeadline), 50);
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    const start = vi.fn();
    afterFirstPage(start, 1000);

    await vi.advanceTimersByTimeAsync(1000);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1000 });
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
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

  it('starts the service after the first page and stops it when asked', async () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const end = serviceAfterFirstPage(start, 1000);

    await vi.advanceTimersByTimeAsync(1001);
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
