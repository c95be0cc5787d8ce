import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountIdOf, bearer, loginToken } from '../testing/auth-helpers.ts';
import { connected, connectSocket, listenOnLoopback, nextEvent, openSocket, recordEvents, roundTrip } from '../testing/sockets.ts';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';
import { MAX_ITEM_ROOMS } from './subscriptions.ts';

const runtimeDir = mkdtempSync(join(tmpdir(), 'tessera-dist-'));
writeFileSync(join(runtimeDir, 'build.json'), '{"build":"build-42"}');

describeAppOnEachDatabase('socket.io', (current) => {
  let baseUrl: string;
  let adminJwt: string;
  let memberJwt: string;
  let memberId: number;
  const sockets: Socket[] = [];
  const open = async (jwt: string | null) => {
    const socket = await connectSocket(baseUrl, jwt);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    baseUrl = await listenOnLoopback(current().app);
    adminJwt = await loginToken(current().app, 'admin@fixture.test');
    memberJwt = await loginToken(current().app, 'member@fixture.test');
    memberId = await accountIdOf(current().db, 'member@fixture.test');
  });
  afterAll(() => sockets.forEach((socket) => socket.close()));
  const post = (url: string, jwt: string, payload: object) =>
    current().app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(jwt), payload });

  it('connects with a good token and names the instance and the runtime build it serves', async () => {
    const socket = openSocket(baseUrl, memberJwt);
    sockets.push(socket);
    const instance = nextEvent(socket, 'CONNECTED_INSTANCE');
    await connected(socket);
    expect(await instance).toEqual({ instanceId: expect.any(String), build: 'build-42', structureRevision: expect.any(String) });
  });

  it('names a newer structure revision than GET /init gave once the structure changed between them', async () => {
    const init = await current().app.inject({ url: '/api/v1/init', headers: bearer(memberJwt) });
    const loaded = init.json<{ structureRevision: string }>().structureRevision;
    const page = await current().db.selectFrom('pages').select('id').where('key', '=', 'about').executeTakeFirstOrThrow();
    expect((await post(`/structure/page/${page.id}/property`, adminJwt, { key: 'name', value: 'About the makers' })).statusCode).toBe(200);
    const socket = openSocket(baseUrl, memberJwt);
    sockets.push(socket);
    const instance = nextEvent(socket, 'CONNECTED_INSTANCE');
    await connected(socket);
    const { structureRevision } = (await instance) as { structureRevision: string };
    expect(structureRevision).not.toBe(loaded);
    // Unchanged since: the next connection names the same revision.
    const again = openSocket(baseUrl, memberJwt);
    sockets.push(again);
    const next = nextEvent(again, 'CONNECTED_INSTANCE');
    await connected(again);
    expect(await next).toMatchObject({ structureRevision });
  });

  it('connects over the polling fallback too', async () => {
    const socket = openSocket(baseUrl, memberJwt, 'polling');
    sockets.push(socket);
    const instance = nextEvent(socket, 'CONNECTED_INSTANCE');
    await connected(socket);
    expect(await instance).toMatchObject({ build: 'build-42' });
  });

  it("refuses a missing, forged or revoked token with 'Not authorized'", async () => {
    const revoked = await loginToken(current().app, 'member@fixture.test');
    await current().app.inject({ url: '/api/v1/logout', headers: bearer(revoked) });
    const forged = `${memberJwt.slice(0, -4)}AAAA`;
    for (const token of [null, 'not-a-jwt', forged, revoked]) {
      await expect(open(token), String(token)).rejects.toThrow('Not authorized');
    }
  });

  it('joins and leaves module and page rooms, refusing ids that are not ids and too many rooms', async () => {
    const socket = await open(memberJwt);
    const send = (event: string, id: unknown) => socket.timeout(3000).emitWithAck(event, id);
    for (const id of ['7', 0, -3, 1.5, null]) {
      expect(await send('page:subscribe', id)).toEqual({ error: 'Bad Request', message: 'The page id must be a positive integer.' });
    }
    for (let id = 1; id <= MAX_ITEM_ROOMS / 2; id++) {
      expect(await send('module:subscribe', id)).toEqual({ ok: true });
      expect(await send('page:subscribe', id)).toEqual({ ok: true });
    }
    expect(await send('page:subscribe', MAX_ITEM_ROOMS)).toMatchObject({ error: 'Bad Request' });
    expect(await send('page:subscribe', 1)).toEqual({ ok: true }); // already in it
    expect(await send('module:unsubscribe', 1)).toEqual({ ok: true });
    expect(await send('page:subscribe', MAX_ITEM_ROOMS)).toEqual({ ok: true });
  });

  it('tells every socket about a page rename through items:changes', async () => {
    const [admin, member] = [await open(adminJwt), await open(memberJwt)];
    const page = await current().db.selectFrom('pages').select(['id', 'moduleId']).where('key', '=', 'about').executeTakeFirstOrThrow();
    const heard = Promise.all([nextEvent(admin, 'items:changes'), nextEvent(member, 'items:changes')]);
    expect((await post(`/structure/page/${page.id}/property`, adminJwt, { key: 'name', value: 'About us' })).statusCode).toBe(200);
    const expected = { items: [{ kind: 'page', id: page.id, moduleId: page.moduleId }] };
    expect(await heard).toEqual([expected, expected]);
  });

  it('tells every socket about a settings change, with the new settings', async () => {
    const member = await open(memberJwt);
    const heard = Promise.all([nextEvent(member, 'settings:changes'), nextEvent(member, 'settings:updated')]);
    expect((await post('/settings/general', adminJwt, { changes: { name: 'Live Makers' } })).statusCode).toBe(200);
    const [changes, updated] = await heard;
    expect(changes).toEqual({ keys: ['name'] });
    expect(updated).toMatchObject({ settings: { name: 'Live Makers', languages: { default: 'en' } } });
  });

  it("tells everyone a profile changed, and only the account's own sockets that its data did", async () => {
    const [admin, member] = [await open(adminJwt), await open(memberJwt)];
    const adminHeard = recordEvents(admin, ['profile:update', 'user:updateData']);
    const memberHeard = Promise.all([nextEvent(member, 'profile:update'), nextEvent(member, 'user:updateData')]);
    current().changes.announce([{ scope: 'account', accountId: memberId }]);
    expect(await memberHeard).toEqual([{ accountId: memberId }, { accountId: memberId }]);
    await roundTrip(admin);
    expect(adminHeard).toEqual([{ event: 'profile:update', payload: { accountId: memberId } }]);
  });

  it("tells only the account's own sockets that its meta changed: nobody else reads it", async () => {
    const [admin, member] = [await open(adminJwt), await open(memberJwt)];
    const adminHeard = recordEvents(admin, ['profile:update', 'user:updateData']);
    const memberHeard = recordEvents(member, ['profile:update']);
    const updated = nextEvent(member, 'user:updateData');
    expect((await post('/profile/meta/upsert', memberJwt, { path: 'settings.theme', data: 'dark' })).statusCode).toBe(200);
    expect(await updated).toEqual({ accountId: memberId });
    await roundTrip(admin);
    await roundTrip(member);
    expect(adminHeard).toEqual([]);
    expect(memberHeard).toEqual([]);
  });

  it("wires permission and translation changes to permissions:update (the account's room) and i18n:update", async () => {
    const [admin, member] = [await open(adminJwt), await open(memberJwt)];
    const adminHeard = recordEvents(admin, ['permissions:update']);
    const memberHeard = Promise.all([nextEvent(member, 'permissions:update'), nextEvent(member, 'i18n:update')]);
    current().changes.announce([{ scope: 'permissions', accountId: memberId }, { scope: 'translations', languages: ['fr'] }]);
    expect(await memberHeard).toEqual([{}, { language: 'fr' }]);
    await roundTrip(admin);
    expect(adminHeard).toEqual([]);
  });

  it('tells sockets nothing about changes relayed from another instance (that instance does)', async () => {
    const member = await open(memberJwt);
    const heard = recordEvents(member, ['items:changes', 'settings:changes', 'profile:update']);
    current().changes.receive([{ scope: 'structure' }, { scope: 'settings', keys: ['name'] }, { scope: 'account', accountId: memberId }]);
    await roundTrip(member);
    expect(heard).toEqual([]);
  });

  it("disconnects a session's sockets when it signs out, and no one else's", async () => {
    const leaving = await loginToken(current().app, 'member@fixture.test');
    const [gone, staying] = [await open(leaving), await open(memberJwt)];
    const reason = nextEvent(gone, 'disconnect');
    expect((await current().app.inject({ url: '/api/v1/logout', headers: bearer(leaving) })).statusCode).toBe(200);
    expect(await reason).toBe('io server disconnect');
    await roundTrip(staying);
    expect(staying.connected).toBe(true);
  });
}, { runtimeDir });
