import { describe, expect, it, vi } from 'vitest';
import { createTokenRefresher, TOKEN_PROMISE_TTL_MS } from './token-refresh.ts';

const HOUR_MS = 3_600_000;

function jwtIssuedAt(ms: number): string {
  return `h.${btoa(JSON.stringify({ sub: '1', iat: Math.floor(ms / 1000) }))}.sig`;
}

function refresherAt(startMs: number, stored: string) {
  let now = startMs;
  let jwt: string | null = stored;
  const refresh = vi.fn(async (_old: string) => jwtIssuedAt(now));
  const freshToken = createTokenRefresher({ getJwt: () => jwt, setJwt: (next) => { jwt = next; }, refresh, now: () => now });
  return { freshToken, refresh, stored: () => jwt, advance: (ms: number) => { now += ms; } };
}

describe('createTokenRefresher', () => {
  const start = Date.UTC(2025, 0, 10);

  it('keeps a token younger than 24 hours', async () => {
    const token = jwtIssuedAt(start - 23 * HOUR_MS);
    const { freshToken, refresh } = refresherAt(start, token);

    await expect(freshToken()).resolves.toBe(token);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes a token older than 24 hours once, reusing the promise', async () => {
    const { freshToken, refresh, stored } = refresherAt(start, jwtIssuedAt(start - 25 * HOUR_MS));

    const first = freshToken();
    const second = freshToken();

    expect(second).toBe(first);
    await expect(first).resolves.toBe(jwtIssuedAt(start));
    expect(stored()).toBe(jwtIssuedAt(start));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not look at the token again for 12 hours', async () => {
    const token = jwtIssuedAt(start - 20 * HOUR_MS);
    const { freshToken, refresh, advance } = refresherAt(start, token);
    const first = freshToken();

    advance(TOKEN_PROMISE_TTL_MS - 1); // the token is now 32 h old, but the promise still stands
    expect(freshToken()).toBe(first);
    expect(refresh).not.toHaveBeenCalled();

    advance(1);
    await freshToken();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('resolves with the stored token when the refresh fails, and tries again next time', async () => {
    const old = jwtIssuedAt(start - 25 * HOUR_MS);
    const { freshToken, refresh } = refresherAt(start, old);
    refresh.mockRejectedValueOnce(new Error('down'));

    await expect(freshToken()).resolves.toBe(old);
    await freshToken();
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('resolves null when signed out', async () => {
    const freshToken = createTokenRefresher({ getJwt: () => null, setJwt: vi.fn(), refresh: vi.fn() });
    await expect(freshToken()).resolves.toBeNull();
  });
});
