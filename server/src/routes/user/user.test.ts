import { ONLINE_WINDOW_MS, type PermissionsReply, type Profile, type User } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { accountIdOf, bearer, loginToken, sessionIdOf } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('user routes', (current) => {
  let memberJwt: string;
  let memberId: number;
  beforeAll(async () => {
    memberJwt = await loginToken(current().app, 'member@fixture.test');
    memberId = await accountIdOf(current().db, 'member@fixture.test');
  });
  const call = (url: string, jwt: string, payload?: object) =>
    current().app.inject({ method: payload ? 'POST' : 'GET', url: `/api/v1${url}`, headers: bearer(jwt), ...(payload && { payload }) });

  it('GET /user answers the signed-in user as /init does', async () => {
    const [user, init] = await Promise.all([call('/user', memberJwt), call('/init', memberJwt)]);
    expectMatchesSchema(user.json(), 'api/user', 'user');
    expect(user.json<User>()).toEqual(init.json<{ user: User }>().user);
    expect(user.json<User>()).toMatchObject({ accountId: memberId, email: 'member@fixture.test', isAdmin: false });
  });

  it.each([
    ['admin@fixture.test', ['manage']],
    ['editor@fixture.test', ['manageEditMode', 'manageTextEdit', 'manageSettings', 'manageVisibility']],
    ['member@fixture.test', []],
  ])('GET /user/permissions answers what %s may do', async (email, visible) => {
    const response = await call('/user/permissions', await loginToken(current().app, email));
    expectMatchesSchema(response.json(), 'api/user', 'permissionsReply');
    expect(response.json<PermissionsReply>().visiblePermissions).toEqual(visible);
  });

  it('the keepalive marks the session as seen now, which shows the member online', async () => {
    const { db } = current();
    const adminJwt = await loginToken(current().app, 'admin@fixture.test');
    const online = async () => (await call(`/profile/${memberId}`, adminJwt)).json<Profile>().online;
    // Every session of the member last seen just over the window ago: offline.
    const longAgo = new Date(Date.now() - ONLINE_WINDOW_MS - 60_000);
    await db.updateTable('deviceSessions').set({ lastSeenAt: longAgo }).where('accountId', '=', memberId).execute();
    expect(await online()).toBe(false);

    const response = await call('/user/deviceKeepalive', memberJwt, { deviceId: 'phone' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const session = await db.selectFrom('deviceSessions').select(['lastSeenAt', 'deviceId']).where('id', '=', sessionIdOf(memberJwt)).executeTakeFirstOrThrow();
    expect(Date.now() - session.lastSeenAt.getTime()).toBeLessThan(60_000);
    expect(session.deviceId).toBe('phone');
    expect(await online()).toBe(true);
  });

  it('the keepalive 400s a body without a device id and 401s a revoked session', async () => {
    expect((await call('/user/deviceKeepalive', memberJwt, {})).statusCode).toBe(400);
    const jwt = await loginToken(current().app, 'member@fixture.test');
    await current().db.updateTable('deviceSessions').set({ revokedAt: new Date() }).where('id', '=', sessionIdOf(jwt)).execute();
    const response = await call('/user/deviceKeepalive', jwt, { deviceId: 'phone' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ tokenIssue: true });
  });

  it('POST /user/image/avatar sets only the caller\'s own avatar, to an image, and null takes it away', async () => {
    const { db } = current();
    const insert = (mime: string) => db.insertInto('files')
      .values({ sha256: mime.padEnd(64, '0').slice(0, 64), mime, size: 10, name: 'x', isAsset: false, assetPath: null, accountId: memberId })
      .returning('id').executeTakeFirstOrThrow();
    const image = await insert('image/jpeg');
    const text = await insert('text/plain');
    const avatarOf = async () => (await db.selectFrom('profiles').select('data').where('accountId', '=', memberId).executeTakeFirstOrThrow()).data.profile.avatarFileId;

    const set = await call('/user/image/avatar', memberJwt, { avatar: image.id });
    expect(set.statusCode).toBe(200);
    expectMatchesSchema(set.json(), 'api/profile', 'profile');
    expect(set.json<Profile>()).toMatchObject({ accountId: memberId, data: { profile: { avatarFileId: image.id } } });
    expect(await avatarOf()).toBe(image.id);

    for (const avatar of [text.id, 999_999]) {
      const refused = await call('/user/image/avatar', memberJwt, { avatar });
      expect(refused.statusCode).toBe(404);
      expect(await avatarOf()).toBe(image.id);
    }
    expect((await call('/user/image/avatar', memberJwt, { avatar: image.id, accountId: 1 })).statusCode).toBe(400);

    expect((await call('/user/image/avatar', memberJwt, { avatar: null })).json<Profile>().data.profile.avatarFileId).toBeNull();
  });

  it('needs a signed-in user', async () => {
    for (const url of ['/user', '/user/permissions']) expect((await current().app.inject({ url: `/api/v1${url}` })).statusCode).toBe(401);
  });
});

describeAppOnEachDatabase('social account links', (current) => {
  it('answers that the provider is not set up, naming it, and needs a signed-in account', async () => {
    const { app } = current();
    const url = '/api/v1/user/socialAccountLink/github/new/abc123';
    const response = await app.inject({ url, headers: bearer(await loginToken(app, 'member@fixture.test')) });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found', message: 'Signing in with github is not set up on this site.' });
    expect((await app.inject({ url })).statusCode).toBe(401);
  });
});
