import { describe, expect, it } from 'vitest';
import type { SignedInAccount } from '../operations/sessions/signed-in-account.ts';
import { SignedInCache } from './signed-in-cache.ts';

const account = (accountId: number, sessionId: string): SignedInAccount => ({
  accountId, sessionId, email: `${accountId}@x.test`, isAdmin: false, isElevated: false,
  profile: { accountId, data: { profile: {}, meta: {} }, acceptedUserListIds: [] }, listMemberships: [], permissions: [], viewingAs: null,
});

describe('SignedInCache', () => {
  it('answers until the entry is stale or the token expires', () => {
    let now = 1000;
    const cache = new SignedInCache({ lifetimeMs: 100, now: () => now });
    cache.set('a', account(1, 's1'), 5000);
    cache.set('b', account(2, 's2'), 1050);
    expect(cache.get('a')?.account.accountId).toBe(1);
    now = 1060;
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.account.accountId).toBe(1);
    now = 1100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops entries of a revoked session or a changed account', () => {
    const cache = new SignedInCache();
    cache.set('a', account(1, 's1'), Date.now() + 60_000);
    cache.set('b', account(1, 's2'), Date.now() + 60_000);
    cache.set('c', account(2, 's3'), Date.now() + 60_000);
    cache.invalidate([{ scope: 'session', sessionId: 's1' }]);
    expect([cache.get('a'), cache.get('b')?.account.sessionId]).toEqual([undefined, 's2']);
    cache.invalidate([{ scope: 'account', accountId: 1 }, { scope: 'structure' }]);
    expect([cache.get('b'), cache.get('c')?.account.sessionId]).toEqual([undefined, 's3']);
  });

  it("trusts a rotated session's tokens at most until the grace period ends", () => {
    let now = 1000;
    const cache = new SignedInCache({ lifetimeMs: 60_000, now: () => now });
    cache.set('old', account(1, 's1'), 90_000);
    cache.set('other', account(1, 's2'), 90_000);
    cache.invalidate([{ scope: 'sessionRotated', sessionId: 's1', generation: 2, graceEndsAt: 31_000 }]);
    now = 30_000;
    expect(cache.get('old')?.account.sessionId).toBe('s1');
    now = 31_000;
    expect([cache.get('old'), cache.get('other')?.account.sessionId]).toEqual([undefined, 's2']);
  });

  it("drops an account's entries when its permissions change, and every entry when everyone's do", () => {
    const cache = new SignedInCache();
    for (const [token, id] of [['a', 1], ['b', 2], ['c', 3]] as const) cache.set(token, account(id, token), Date.now() + 60_000);
    cache.invalidate([{ scope: 'permissions', accountId: 2 }]);
    expect([cache.get('a')?.account.accountId, cache.get('b'), cache.get('c')?.account.accountId]).toEqual([1, undefined, 3]);
    cache.invalidate([{ scope: 'permissions' }]);
    expect([cache.get('a'), cache.get('c')]).toEqual([undefined, undefined]);
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const cache = new SignedInCache({ maxEntries: 2 });
    for (const [token, id] of [['a', 1], ['b', 2], ['c', 3]] as const) cache.set(token, account(id, token), Date.now() + 60_000);
    expect([cache.get('a'), cache.get('b')?.account.accountId, cache.get('c')?.account.accountId]).toEqual([undefined, 2, 3]);
  });
});
