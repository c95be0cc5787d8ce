// Issue 8, finding 7: a refresh rotates the token. The old one keeps working for a grace period
// (parallel tabs), then stops; a rotated-out token coming back revokes the session.
import { setTimeout as delay } from 'node:timers/promises';
import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

const GRACE_MS = 1000;

describeAppOnEachDatabase('refresh rotation', (current) => {
  const refresh = (jwt: string) => current().app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { jwt } });
  const init = async (jwt: string) => (await current().app.inject({ url: '/api/v1/init', headers: bearer(jwt) })).statusCode;
  const refreshed = async (jwt: string) => {
    const response = await refresh(jwt);
    expect(response.statusCode).toBe(200);
    return response.json<{ jwt: string }>().jwt;
  };
  const afterGrace = () => delay(GRACE_MS + 200);

  it('keeps the old token working during the grace period only; the new one goes on', async () => {
    const old = await loginToken(current().app, 'member@fixture.test');
    expect(await init(old)).toBe(200); // now in the signed-in cache too
    const next = await refreshed(old);
    expect(decodeJwt(next)).toMatchObject({ sid: decodeJwt(old).sid, gen: 2 });
    expect(await init(old)).toBe(200);
    await afterGrace();
    const refused = await current().app.inject({ url: '/api/v1/init', headers: bearer(old) });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ tokenIssue: true });
  });

  it('lets two tabs refresh the same token at once: both get the current generation and stay signed in', async () => {
    const old = await loginToken(current().app, 'member@fixture.test');
    const [first, second] = await Promise.all([refreshed(old), refreshed(old)]);
    expect([decodeJwt(first).gen, decodeJwt(second).gen]).toEqual([2, 2]);
    await afterGrace();
    expect([await init(first), await init(second)]).toEqual([200, 200]);
  });

  it('revokes the session when a rotated-out token is refreshed after the grace period', async () => {
    const stolen = await loginToken(current().app, 'member@fixture.test');
    const members = await refreshed(stolen);
    await afterGrace();
    const reuse = await refresh(stolen);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ tokenIssue: true });
    expect(await init(members)).toBe(401);
    expect((await refresh(members)).statusCode).toBe(401);
  });

  it('revokes the session when a rotated-out token signs a request after the grace period', async () => {
    const stolen = await loginToken(current().app, 'member@fixture.test');
    const thief = await refreshed(stolen);
    await afterGrace();
    expect(await init(stolen)).toBe(401);
    expect(await init(thief)).toBe(401);
  });

  it('refuses to refresh a token twice rotated out, even inside the grace period', async () => {
    const first = await loginToken(current().app, 'member@fixture.test');
    const second = await refreshed(first);
    const third = await refreshed(second);
    expect((await refresh(first)).statusCode).toBe(401);
    expect(await init(third)).toBe(401);
  });
}, { rotationGraceMs: GRACE_MS });
