import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNSUBSCRIBE_LINK_DAYS, unsubscribeTokens } from './unsubscribe-token.ts';

const key = new Uint8Array(32).fill(7);
const claims = { accountId: 42, preference: { eventName: 'newApplication', scope: 'admin', targetId: '9' }, language: 'fr' as const };

describe('unsubscribe tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('carry the account, the preference and the language', async () => {
    const tokens = unsubscribeTokens(key);
    expect(await tokens.check(await tokens.sign(claims))).toEqual({ valid: true, claims });
    const bare = { ...claims, preference: { eventName: 'newMessage', scope: null, targetId: null } };
    expect(await tokens.check(await tokens.sign(bare))).toEqual({ valid: true, claims: bare });
  });

  it(`expire after ${UNSUBSCRIBE_LINK_DAYS} days, still telling the language`, async () => {
    const tokens = unsubscribeTokens(key);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-01-01T00:00:00Z'));
    const token = await tokens.sign(claims);
    vi.setSystemTime(new Date('2026-03-01T00:00:00Z'));
    expect((await tokens.check(token)).valid).toBe(true);
    vi.setSystemTime(new Date('2026-03-03T00:00:00Z'));
    expect(await tokens.check(token)).toEqual({ valid: false, reason: 'expired', language: 'fr' });
  });

  it('refuse a token altered in any way, signed with another key, or not a token at all', async () => {
    const tokens = unsubscribeTokens(key);
    const token = await tokens.sign(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherAccount = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: '43' })).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const altered of [`${header}.${otherAccount}.${signature}`, `${header}.${payload}.${flipped}`, await unsubscribeTokens(new Uint8Array(32).fill(8)).sign(claims), 'nonsense', '']) {
      expect(await tokens.check(altered)).toEqual({ valid: false, reason: 'invalid' });
    }
  });

  it('refuse an unsigned token (alg none)', async () => {
    const tokens = unsubscribeTokens(key);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'none' })}.${part({ sub: '42', ev: 'newMessage', lng: 'en', exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    expect(await tokens.check(unsigned)).toEqual({ valid: false, reason: 'invalid' });
  });
});
