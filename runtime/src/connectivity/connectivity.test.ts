import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnectivity, OFFLINE_PROBE_INTERVAL_MS } from './connectivity.ts';

function withProbe(...answers: boolean[]) {
  const probe = vi.fn(async () => answers.shift() ?? true);
  const connectivity = createConnectivity({ probe, initiallyOnline: true });
  const changes = vi.fn();
  connectivity.subscribe(changes);
  return { connectivity, probe, changes };
}

describe('connectivity', () => {
  let stop: (() => void) | undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stop?.();
    stop = undefined;
    vi.useRealTimers();
  });

  it('goes offline when the browser says so and the probe fails, and back online when it answers again', async () => {
    const { connectivity, probe, changes } = withProbe(false, true);
    stop = connectivity.start();

    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(connectivity.isOnline()).toBe(false);

    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(connectivity.isOnline()).toBe(true);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('probes every 5 s while offline, and stops once online', async () => {
    const { connectivity, probe } = withProbe(false, false, true);
    stop = connectivity.start();

    await connectivity.check(); // e.g. an API call got no reply
    expect(connectivity.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(connectivity.isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_INTERVAL_MS);
    expect(connectivity.isOnline()).toBe(true);

    await vi.advanceTimersByTimeAsync(OFFLINE_PROBE_INTERVAL_MS * 3);
    expect(probe).toHaveBeenCalledTimes(3);
  });

  it('lets the latest check win when probes overlap', async () => {
    const answers: Array<(online: boolean) => void> = [];
    const connectivity = createConnectivity({ probe: () => new Promise((resolve) => answers.push(resolve)), initiallyOnline: true });

    const older = connectivity.check();
    const newer = connectivity.check();
    answers[1]!(false);
    answers[0]!(true);
    await Promise.all([older, newer]);

    expect(connectivity.isOnline()).toBe(false);
  });

  it('stops listening to the browser when stopped', async () => {
    const { connectivity, probe } = withProbe(false);
    connectivity.start()();

    window.dispatchEvent(new Event('offline'));
    await vi.advanceTimersByTimeAsync(0);

    expect(probe).not.toHaveBeenCalled();
  });
});
