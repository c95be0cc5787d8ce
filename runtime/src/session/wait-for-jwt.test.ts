import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForJwt } from './wait-for-jwt.ts';

describe('waitForJwt', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves at once when a jwt is stored', async () => {
    await expect(waitForJwt(() => 'jwt-1')).resolves.toBe('jwt-1');
  });

  it('checks every 100 ms and resolves with the jwt when one appears', async () => {
    let jwt: string | null = null;
    const getJwt = vi.fn(() => jwt);
    const waiting = waitForJwt(getJwt);

    await vi.advanceTimersByTimeAsync(1000);
    expect(getJwt).toHaveBeenCalledTimes(11);
    jwt = 'late';
    await vi.advanceTimersByTimeAsync(100);

    await expect(waiting).resolves.toBe('late');
  });

  it('gives up after 5 s', async () => {
    const done = vi.fn();
    void waitForJwt(() => null).then(done);

    await vi.advanceTimersByTimeAsync(4900);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toHaveBeenCalledWith(null);
  });
});
