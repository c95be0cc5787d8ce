import { describe, expect, it } from 'vitest';
import { isAccountOnline, isOnline, ONLINE_WINDOW_MS } from './presence.ts';

describe('isOnline', () => {
  const now = Date.UTC(2025, 0, 1, 12);

  it('counts a keepalive under 15 minutes old', () => {
    expect(isOnline(now - ONLINE_WINDOW_MS + 1, now)).toBe(true);
    expect(isOnline(new Date(now - 60_000).toISOString(), now)).toBe(true);
  });

  it('does not count one 15 minutes old or older, or none', () => {
    expect(isOnline(now - ONLINE_WINDOW_MS, now)).toBe(false);
    expect(isOnline(null, now)).toBe(false);
    expect(isOnline('not a date', now)).toBe(false);
  });
});

describe('isAccountOnline', () => {
  it('shows the own account online unless the app is offline', () => {
    expect(isAccountOnline({ accountId: 1, online: false }, { ownAccountId: 1, appOnline: true })).toBe(true);
    expect(isAccountOnline({ accountId: 1, online: true }, { ownAccountId: 1, appOnline: false })).toBe(false);
  });

  it('shows others as the server reports them', () => {
    expect(isAccountOnline({ accountId: 2, online: true }, { ownAccountId: 1, appOnline: false })).toBe(true);
    expect(isAccountOnline({ accountId: 2 }, { ownAccountId: 1, appOnline: true })).toBe(false);
  });
});
