import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api/api.ts';
import { answerApiCalls } from '../test-support/fake-api.ts';
import { jwtStore } from './jwt-store.ts';
import { startSession } from './start-session.ts';
import { takeStartupQuery } from './startup-query.ts';

const freshJwt = `h.${btoa(JSON.stringify({ iat: Math.floor(Date.now() / 1000) }))}.sig`;

describe('start-up query and session', () => {
  beforeEach(() => {
    localStorage.clear();
    answerApiCalls({ 'POST /auth/tradeSecret': () => ({ jwt: freshJwt }), 'POST /auth/refresh': () => ({ jwt: 'refreshed-jwt' }) });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('trades the one-time secret for a jwt and removes s from the URL', async () => {
    window.history.replaceState(null, '', '/app/home/welcome?s=secret-1&tab=a_b');

    const query = takeStartupQuery();

    expect(window.location.pathname + window.location.search).toBe('/app/home/welcome?tab=a_b');
    await startSession(query);
    expect(api.call).toHaveBeenCalledWith('POST /auth/tradeSecret', { body: expect.objectContaining({ secret: 'secret-1' }) });
    expect(jwtStore.get()).toBe(freshJwt);
  });

  it('refreshes a stored token older than 24 hours', async () => {
    jwtStore.set('stale-token-without-iat');

    await startSession({ token: null, secret: null, safeMode: false });

    expect(jwtStore.get()).toBe('refreshed-jwt');
  });

  it('reads t as a secret and a handed-over token, removing both', () => {
    window.history.replaceState(null, '', '/app/?t=secret-2&token=abc');

    expect(takeStartupQuery()).toEqual({ token: 'abc', secret: 'secret-2', safeMode: false });
    expect(window.location.search).toBe('');
  });

  it.each(['on', '1', 'true'])('turns safe mode on for safeMode=%s and keeps it in the URL', (value) => {
    window.history.replaceState(null, '', `/app/?safeMode=${value}`);

    expect(takeStartupQuery().safeMode).toBe(true);
    expect(window.location.search).toBe(`?safeMode=${value}`);
  });

  it('leaves safe mode off for other values', () => {
    window.history.replaceState(null, '', '/app/?safeMode=off');

    expect(takeStartupQuery().safeMode).toBe(false);
  });
});
