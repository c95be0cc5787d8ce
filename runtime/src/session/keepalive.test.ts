import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api.ts';
import { connectivity } from '../connectivity/connectivity.ts';
import { deviceId } from './device-id.ts';
import { KEEPALIVE_INTERVAL_MS, startKeepalive } from './keepalive.ts';
import { freshToken } from './token-refresh.ts';

vi.mock('../api/api.ts', () => ({ api: { call: vi.fn(async () => ({ ok: true })) } }));
vi.mock('./token-refresh.ts', () => ({ freshToken: vi.fn(async () => 'jwt-1') }));

describe('startKeepalive', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.clearAllMocks();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('sends a keepalive with the device id at once and every 10 minutes, until stopped', async () => {
    const stop = startKeepalive();
    await vi.advanceTimersByTimeAsync(0);
    expect(api.call).toHaveBeenCalledWith('POST /user/deviceKeepalive', { body: { deviceId: deviceId() }, quiet: true });

    await vi.advanceTimersByTimeAsync(KEEPALIVE_INTERVAL_MS - 1);
    expect(api.call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.call).toHaveBeenCalledTimes(2);
    expect(freshToken).toHaveBeenCalledTimes(2);

    stop();
    await vi.advanceTimersByTimeAsync(KEEPALIVE_INTERVAL_MS);
    expect(api.call).toHaveBeenCalledTimes(2);
  });

  it('skips the beat while the app is offline', async () => {
    vi.spyOn(connectivity, 'isOnline').mockReturnValue(false);

    const stop = startKeepalive();
    await vi.advanceTimersByTimeAsync(KEEPALIVE_INTERVAL_MS);

    expect(api.call).not.toHaveBeenCalled();
    stop();
  });
});
