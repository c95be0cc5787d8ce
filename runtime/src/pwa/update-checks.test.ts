import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUILD_ID } from './build-id.ts';
import { checkServerBuild, scheduleUpdateChecks, UPDATE_CHECK_INTERVAL_MS } from './update-checks.ts';

describe('scheduleUpdateChecks', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('checks when the window gets focus and every 30 minutes, until stopped', async () => {
    const check = vi.fn(async () => {});
    const stop = scheduleUpdateChecks(check);

    window.dispatchEvent(new Event('focus'));
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);

    stop();
    window.dispatchEvent(new Event('focus'));
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe('checkServerBuild', () => {
  it('looks for a new version when the server serves another build', () => {
    const check = vi.fn(async () => {});
    expect(checkServerBuild(`${BUILD_ID}-next`, check)).toBe(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it.each([['this build', BUILD_ID], ['no build (not built)', null]])('does nothing for %s', (_, build) => {
    const check = vi.fn(async () => {});
    expect(checkServerBuild(build, check)).toBe(false);
    expect(check).not.toHaveBeenCalled();
  });
});
