// Issue 8, finding 8: a socket lasts as long as its token. It is closed when the token expires,
// when a refresh rotated the token out and the grace period ended, and when its session is revoked.
import { setTimeout as delay } from 'node:timers/promises';
import { SignJWT, decodeJwt } from 'jose';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginToken } from '../testing/auth-helpers.ts';
import { connectSocket, listenOnLoopback, nextEvent, roundTrip } from '../testing/sockets.ts';
import { describeAppOnEachDatabase, TEST_JWT_SECRET } from '../testing/test-app.ts';

const GRACE_MS = 1000;

describeAppOnEachDatabase('socket lifetime', (current) => {
  let baseUrl: string;
  const sockets: Socket[] = [];
  const open = async (jwt: string) => {
    const socket = await connectSocket(baseUrl, jwt);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    baseUrl = await listenOnLoopback(current().app);
  });
  afterAll(() => sockets.forEach((socket) => socket.close()));
  const refreshed = async (jwt: string) =>
    (await current().app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { jwt } })).json<{ jwt: string }>().jwt;

  it('closes a socket when its token expires', async () => {
    const { sub, sid } = decodeJwt(await loginToken(current().app, 'member@fixture.test'));
    const shortLived = await new SignJWT({ sid, gen: 1 }).setProtectedHeader({ alg: 'HS256' }).setSubject(String(sub))
      .setIssuedAt().setExpirationTime(Math.floor(Date.now() / 1000) + 2).sign(TEST_JWT_SECRET);
    const socket = await open(shortLived);
    expect(await nextEvent(socket, 'disconnect', 4000)).toBe('io server disconnect');
  });

  it('closes the sockets of a rotated-out token when the grace period ends, not those of the new one', async () => {
    const old = await loginToken(current().app, 'member@fixture.test');
    const oldSocket = await open(old);
    const closed = nextEvent(oldSocket, 'disconnect', GRACE_MS + 2000);
    const next = await refreshed(old);
    const newSocket = await open(next);
    // A tab that connects with the old token inside the grace period goes at its end too.
    const lateSocket = await open(old);
    const lateClosed = nextEvent(lateSocket, 'disconnect', GRACE_MS + 2000);
    await delay(GRACE_MS / 2);
    expect(oldSocket.connected).toBe(true);
    expect(await closed).toBe('io server disconnect');
    expect(await lateClosed).toBe('io server disconnect');
    await roundTrip(newSocket);
    expect(newSocket.connected).toBe(true);
    // The client reconnects with the token it holds now.
    await expect(open(old)).rejects.toThrow('Not authorized');
  });

  it('closes the sockets of every generation when reuse of a rotated-out token revokes the session', async () => {
    const stolen = await loginToken(current().app, 'member@fixture.test');
    const next = await refreshed(stolen);
    const socket = await open(next);
    const closed = nextEvent(socket, 'disconnect', GRACE_MS + 2000);
    await delay(GRACE_MS + 100);
    expect((await current().app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { jwt: stolen } })).statusCode).toBe(401);
    expect(await closed).toBe('io server disconnect');
  });
}, { rotationGraceMs: GRACE_MS });
