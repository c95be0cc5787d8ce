import { describe, expect, it } from 'vitest';
import { isOnline, ONLINE_WINDOW_MS } from './presence.ts';

describe('isOnline', () => {
  const now = Date.UTC(2025, 0, 1, 12);

  it('counts a keepalive under 15 minutes old', () => {
    expect(ONLINE_WINDOW_MS).toBe(900_000);
    expect(isOnline(now - ONLINE_WINDOW_MS + 1, now)).toBe(true);
    expect(isOnline(new Date(now - 60_000).toISOString(), now)).toBe(true);
    expect(isOnline(new Date(now - 60_000), new Date(now))).toBe(true);
  });

  it('does not count one 15 minutes old or older, or none', () => {
    expect(isOnline(now - ONLINE_WINDOW_MS, now)).toBe(false);
    expect(isOnline(null, now)).toBe(false);
    expect(isOnline('not a date', now)).toBe(false);
  });
});
