import { describe, expect, it } from 'vitest';
import { needsRefresh } from './jwt-age.ts';

function jwtIssuedAt(iat: number): string {
  const payload = btoa(JSON.stringify({ sub: '1', iat })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

describe('needsRefresh', () => {
  const now = Date.UTC(2025, 0, 2);

  it('keeps a token issued less than 24 hours ago', () => {
    expect(needsRefresh(jwtIssuedAt(now / 1000 - 3600), now)).toBe(false);
  });

  it('refreshes a token older than 24 hours', () => {
    expect(needsRefresh(jwtIssuedAt(now / 1000 - 86_401), now)).toBe(true);
  });

  it('refreshes a token whose age cannot be read', () => {
    expect(needsRefresh('not-a-jwt', now)).toBe(true);
  });
});
