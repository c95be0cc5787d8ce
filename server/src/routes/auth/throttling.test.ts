// Issue 8, finding 2: guessing is throttled on /auth/login, /auth/tradeSecret and /auth/refresh,
// by account and client address, by address, and by account (see auth/throttle/).
import { expect, it } from 'vitest';
import { CREDENTIAL_LIMITS } from '../../auth/throttle/credential-throttle.ts';
import { describeAppOnEachDatabase, FIXTURE_PASSWORD } from '../../testing/test-app.ts';

const LOGIN = '/api/v1/auth/login';

describeAppOnEachDatabase('throttled credentials', (current) => {
  const login = (email: string, password: string, remoteAddress = '198.51.100.1', headers: Record<string, string> = {}) =>
    current().app.inject({ method: 'POST', url: LOGIN, payload: { email, password }, remoteAddress, headers });
  const failLogins = async (times: number, email: string, remoteAddress?: string) => {
    for (let i = 0; i < times; i++) expect((await login(email, 'wrong-password', remoteAddress)).statusCode).toBe(401);
  };

  it('refuses an account from an address after 10 wrong passwords, even the right one, with 429 and retry-after', async () => {
    await failLogins(CREDENTIAL_LIMITS.accountAddress.points, 'member@fixture.test');
    const refused = await login('Member@Fixture.test', FIXTURE_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Too Many Requests', message: 'Too many failed attempts. Try again in 15 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Not the member from elsewhere, nor anyone else from here.
    expect((await login('member@fixture.test', FIXTURE_PASSWORD, '198.51.100.2')).statusCode).toBe(200);
    expect((await login('editor@fixture.test', FIXTURE_PASSWORD)).statusCode).toBe(200);
  });

  it('counts from the connection, not from an X-Forwarded-For the client sets, when no proxy is trusted', async () => {
    await failLogins(CREDENTIAL_LIMITS.accountAddress.points, 'editor@fixture.test', '198.51.100.3');
    const spoofed = await login('editor@fixture.test', FIXTURE_PASSWORD, '198.51.100.3', { 'x-forwarded-for': '203.0.113.77' });
    expect(spoofed.statusCode).toBe(429);
  });

  it('clears the count of an account from an address when it signs in there', async () => {
    await failLogins(CREDENTIAL_LIMITS.accountAddress.points - 1, 'admin@fixture.test', '198.51.100.4');
    expect((await login('admin@fixture.test', FIXTURE_PASSWORD, '198.51.100.4')).statusCode).toBe(200);
    await failLogins(CREDENTIAL_LIMITS.accountAddress.points - 1, 'admin@fixture.test', '198.51.100.4');
    expect((await login('admin@fixture.test', FIXTURE_PASSWORD, '198.51.100.4')).statusCode).toBe(200);
  });

  it('refuses an account from every address after 50 failures spread over many, for a short window', async () => {
    const email = 'nobody@fixture.test';
    for (let address = 0; address * 9 < CREDENTIAL_LIMITS.account.points; address++) {
      await failLogins(Math.min(9, CREDENTIAL_LIMITS.account.points - address * 9), email, `192.0.2.${address + 10}`);
    }
    const refused = await login(email, 'another-guess', '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(CREDENTIAL_LIMITS.account.durationSeconds);
  });

  it('refuses every credential from an address after 100 failed ones, secrets and tokens included', async () => {
    const address = '203.0.113.5';
    const trade = (secret: string) => current().app.inject({ method: 'POST', url: '/api/v1/auth/tradeSecret', payload: { secret }, remoteAddress: address });
    const refresh = (jwt: string) => current().app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { jwt }, remoteAddress: address });
    for (let i = 0; i < CREDENTIAL_LIMITS.address.points / 2; i++) {
      expect((await trade(`a-guessed-secret-${i}`)).statusCode).toBe(401);
      expect((await refresh(`a.b.${i}`)).statusCode).toBe(401);
    }
    for (const refused of [await trade('one-more-guessed-secret'), await refresh('a.b.c'), await login('member@fixture.test', FIXTURE_PASSWORD, address)]) {
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    }
  });
});

describeAppOnEachDatabase('throttled credentials behind a trusted proxy', (current) => {
  it('counts by the address the trusted proxy names', async () => {
    const { app } = current();
    const viaProxy = (client: string, password: string) => app.inject({
      method: 'POST', url: LOGIN, payload: { email: 'member@fixture.test', password },
      remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': `203.0.113.66, ${client}` },
    });
    for (let i = 0; i < CREDENTIAL_LIMITS.accountAddress.points; i++) expect((await viaProxy('198.51.100.20', 'wrong')).statusCode).toBe(401);
    expect((await viaProxy('198.51.100.20', FIXTURE_PASSWORD)).statusCode).toBe(429);
    // Another client of the same proxy; the address it claimed further left is not believed.
    expect((await viaProxy('198.51.100.21', FIXTURE_PASSWORD)).statusCode).toBe(200);
  });
}, { trustProxy: 1 });
