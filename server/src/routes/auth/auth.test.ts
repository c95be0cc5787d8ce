import { decodeJwt, decodeProtectedHeader } from 'jose';
import { expect, it } from 'vitest';
import { provenAccount } from '../../operations/actor.ts';
import { issueSignInSecret } from '../../operations/sessions/sign-in-secrets.ts';
import { accountIdOf, bearer, countSessions, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase, FIXTURE_PASSWORD } from '../../testing/test-app.ts';

const LOGIN = '/api/v1/auth/login';

describeAppOnEachDatabase('auth routes', (current) => {
  it('signs in with email and password, returning an HS256 token naming a new device session', async () => {
    const { app, db } = current();
    const response = await app.inject({ method: 'POST', url: LOGIN, payload: { email: 'Member@Fixture.test', password: FIXTURE_PASSWORD, deviceId: 'laptop' } });
    expect(response.statusCode).toBe(200);
    const { jwt } = response.json<{ jwt: string }>();
    expect(decodeProtectedHeader(jwt).alg).toBe('HS256');
    const claims = decodeJwt(jwt);
    expect(claims.sub).toBe(String(await accountIdOf(current().db, 'member@fixture.test')));
    const session = await db.selectFrom('deviceSessions').selectAll().where('id', '=', String(claims.sid)).executeTakeFirstOrThrow();
    expect(session).toMatchObject({ deviceId: 'laptop', revokedAt: null });
  });

  it.each([
    ['a wrong password', { email: 'member@fixture.test', password: 'wrong-password' }],
    ['an unknown email', { email: 'nobody@fixture.test', password: FIXTURE_PASSWORD }],
  ])('answers 401 for %s and creates no session', async (_, payload) => {
    const { app, db } = current();
    const before = await countSessions(db);
    const response = await app.inject({ method: 'POST', url: LOGIN, payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Invalid credentials', message: 'Incorrect email or password.' });
    expect(await countSessions(db)).toBe(before);
  });

  it.each([
    ['a missing field', { email: 'member@fixture.test' }, "body must have required property 'password'"],
    ['a malformed email', { email: 'not-an-email', password: 'x' }, 'body/email must match format "email"'],
    ['an unknown field', { email: 'member@fixture.test', password: 'x', admin: true }, "must NOT have additional properties 'admin'"],
  ])('answers 400 naming the field for %s', async (_, payload, message) => {
    const { app, db } = current();
    const before = await countSessions(db);
    const response = await app.inject({ method: 'POST', url: LOGIN, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(message) });
    expect(await countSessions(db)).toBe(before);
  });

  it('answers 400 for a body that is not JSON, without a stack trace', async () => {
    const response = await current().app.inject({ method: 'POST', url: LOGIN, headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['error', 'message']);
    expect(response.body).not.toContain('    at ');
  });

  it('trades a sign-in secret for a token exactly once', async () => {
    const { app, db, changes } = current();
    const editorId = await accountIdOf(db, 'editor@fixture.test');
    const secret = await issueSignInSecret({ db, changes }, provenAccount(editorId), editorId);
    const trade = () => app.inject({ method: 'POST', url: '/api/v1/auth/tradeSecret', payload: { secret, serviceId: 1 } });
    const first = await trade();
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toMatch(/^tessera_signed_in=1; .*Path=\/app; HttpOnly; SameSite=Lax$/);
    const init = await app.inject({ url: '/api/v1/init', headers: bearer(first.json<{ jwt: string }>().jwt) });
    expect(init.json<{ user: { email: string } }>().user.email).toBe('editor@fixture.test');
    const second = await trade();
    expect(second.statusCode).toBe(401);
    expect(second.headers['set-cookie']).toBeUndefined();
    expect(second.json()).toEqual({ error: 'Not authorized', message: 'This sign-in link has expired or was already used.' });
  });

  it('refuses an expired secret', async () => {
    const { app, db, changes } = current();
    const editorId = await accountIdOf(db, 'editor@fixture.test');
    const secret = await issueSignInSecret({ db, changes }, provenAccount(editorId), editorId);
    await db.updateTable('signInSecrets').set({ expiresAt: new Date(Date.now() - 1000) }).where('usedAt', 'is', null).execute();
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/tradeSecret', payload: { secret } });
    expect(response.statusCode).toBe(401);
  });

  it('refreshes a token for the same device session', async () => {
    const { app } = current();
    const jwt = await loginToken(app, 'member@fixture.test');
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { jwt } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toMatch(/^tessera_signed_in=1; /);
    const refreshed = response.json<{ jwt: string }>().jwt;
    expect(decodeJwt(refreshed).sid).toBe(decodeJwt(jwt).sid);
    expect((await app.inject({ url: '/api/v1/init', headers: bearer(refreshed) })).statusCode).toBe(200);
  });

  it('refuses to refresh a forged token', async () => {
    const response = await current().app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { jwt: 'a.b.c' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'Not authorized', tokenIssue: true });
  });

  it('logs out by revoking the session: its token stops working, other sessions keep going', async () => {
    const { app } = current();
    const [leaving, staying] = [await loginToken(app, 'member@fixture.test'), await loginToken(app, 'member@fixture.test')];
    expect((await app.inject({ url: '/api/v1/init', headers: bearer(leaving) })).statusCode).toBe(200);
    const logout = await app.inject({ url: '/api/v1/logout', headers: bearer(leaving) });
    expect(logout.json()).toEqual({ ok: true });
    expect(logout.headers['set-cookie']).toBe('tessera_signed_in=0; Path=/app; HttpOnly; SameSite=Lax');
    const after = await app.inject({ url: '/api/v1/init', headers: bearer(leaving) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error: 'Not authorized', tokenIssue: true });
    expect((await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { jwt: leaving } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v1/init', headers: bearer(staying) })).statusCode).toBe(200);
  });

  it("logs a device out everywhere when given the device's id", async () => {
    const { app } = current();
    const login = async () => (await app.inject({ method: 'POST', url: LOGIN, payload: { email: 'member@fixture.test', password: FIXTURE_PASSWORD, deviceId: 'phone' } })).json<{ jwt: string }>().jwt;
    const [first, second] = [await login(), await login()];
    await app.inject({ url: '/api/v1/logout?deviceId=phone', headers: bearer(first) });
    expect((await app.inject({ url: '/api/v1/init', headers: bearer(second) })).statusCode).toBe(401);
  });

  it('requires a token to log out', async () => {
    expect((await current().app.inject({ url: '/api/v1/logout' })).statusCode).toBe(401);
    expect((await current().app.inject({ method: 'POST', url: '/api/v1/logout/allDevices' })).statusCode).toBe(401);
  });

  it("logs out of all devices: every session of the account ends, other accounts' keep going", async () => {
    const { app } = current();
    const login = async (email: string, deviceId: string) =>
      (await app.inject({ method: 'POST', url: LOGIN, payload: { email, password: FIXTURE_PASSWORD, deviceId } })).json<{ jwt: string }>().jwt;
    const [laptop, phone] = [await login('member@fixture.test', 'laptop'), await login('member@fixture.test', 'phone')];
    const someoneElse = await login('admin@fixture.test', 'desk');

    const response = await app.inject({ method: 'POST', url: '/api/v1/logout/allDevices', headers: bearer(laptop) });

    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['set-cookie']).toBe('tessera_signed_in=0; Path=/app; HttpOnly; SameSite=Lax');
    for (const ended of [laptop, phone]) {
      expect((await app.inject({ url: '/api/v1/init', headers: bearer(ended) })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { jwt: ended } })).statusCode).toBe(401);
    }
    expect((await app.inject({ url: '/api/v1/init', headers: bearer(someoneElse) })).statusCode).toBe(200);
  });
});
