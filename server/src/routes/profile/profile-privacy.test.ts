// Issue 8, finding 5: connectivity privacy is applied on the server, another member's meta is
// read only in its public part, and meta cannot grow without bound.
import type { Profile, ProfileCollectionReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

type Auth = { authorization: string };

describeAppOnEachDatabase('profile privacy', (current) => {
  // Grace keeps things to herself; Ada and the admin read her profile.
  let grace: Auth;
  let ada: Auth;
  let admin: Auth;
  let graceId: number;
  beforeAll(async () => {
    const { app, db } = current();
    grace = bearer(await loginToken(app, 'member@fixture.test'));
    ada = bearer(await loginToken(app, 'editor@fixture.test'));
    admin = bearer(await loginToken(app, 'admin@fixture.test'));
    graceId = await accountIdOf(db, 'member@fixture.test');
    // Grace's device is seen now: she is online.
    await app.inject({ method: 'POST', url: '/api/v1/user/deviceKeepalive', headers: grace, payload: { deviceId: 'grace-laptop' } });
  });
  const post = (url: string, headers: Auth, payload: object) => current().app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload });
  const profileAs = async (headers: Auth) => (await current().app.inject({ url: `/api/v1/profile/${graceId}`, headers })).json<Profile>();
  const collectedAs = async (headers: Auth) =>
    (await post('/profile/collection', headers, { accountIds: [graceId] })).json<ProfileCollectionReply>().profiles[0]!;

  it('hides the presence of a member who made connectivity private, from everyone but herself', async () => {
    expect((await profileAs(ada)).online).toBe(true);
    const saved = await post('/profile/meta/privacy/connectivity', grace, { isConnectivityPrivate: true });
    expect(saved.statusCode).toBe(200);
    expectMatchesSchema(saved.json(), 'api/profile', 'profile');
    expect(saved.json<Profile>().data.meta.settings?.privacy?.isConnectivityPrivate).toBe(true);
    for (const reader of [ada, admin]) {
      expect(await profileAs(reader)).not.toHaveProperty('online');
      expect(await collectedAs(reader)).not.toHaveProperty('online');
    }
    expect((await profileAs(grace)).online).toBe(true);
  });

  it('applies the flag however it was written: through the meta upsert too', async () => {
    expect((await post('/profile/meta/upsert', grace, { path: 'settings.privacy.isConnectivityPrivate', data: false })).statusCode).toBe(200);
    expect((await profileAs(ada)).online).toBe(true);
    expect((await post('/profile/meta/upsert', grace, { path: 'settings.privacy.isConnectivityPrivate', data: true })).statusCode).toBe(200);
    expect(await profileAs(ada)).not.toHaveProperty('online');
  });

  it('answers 400 for a privacy switch that is not a boolean', async () => {
    for (const payload of [{}, { isConnectivityPrivate: 'yes' }, { isConnectivityPrivate: true, extra: 1 }]) {
      expect((await post('/profile/meta/privacy/connectivity', grace, payload)).statusCode).toBe(400);
    }
  });

  it("gives other members none of a member's own meta (language, settings, favourites, reactions, modal state)", async () => {
    const reactedPosts = [{ targetId: 11, blockId: 3, reactionIds: ['👍'], reactedAt: '2026-11-26T12:00:00.000Z' }];
    for (const [path, data] of [['language', 'fr'], ['favourites.pages', [{ targetId: 3 }]], ['reactedPosts', reactedPosts], ['block.12', { shown: true, agreed: false }]] as const) {
      expect((await post('/profile/meta/upsert', grace, { path, data })).statusCode).toBe(200);
    }
    const seenByAda = await profileAs(ada);
    expect(seenByAda.data.meta).toEqual({});
    expect(seenByAda.data.profile).toEqual((await profileAs(grace)).data.profile);
    expect((await collectedAs(ada)).data.meta).toEqual({});
    const own = (await profileAs(grace)).data.meta;
    expect(own).toMatchObject({ language: 'fr', reactedPosts, favourites: { pages: [{ targetId: 3 }] }, settings: { privacy: { isConnectivityPrivate: true } } });
    // Those who may change the profile read it whole.
    expect((await profileAs(admin)).data.meta).toEqual(own);
  });

  it('refuses a meta value over 8 KB and a meta over 32 KB in all, with messages that say so, writing nothing', async () => {
    const stored = () => current().db.selectFrom('profiles').select(['data', 'revision']).where('accountId', '=', graceId).executeTakeFirstOrThrow();
    const before = await stored();
    const tooLarge = await post('/profile/meta/upsert', grace, { path: 'favourites.pages', data: 'x'.repeat(9000) });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ error: 'Bad Request', message: 'meta/favourites/pages is 9,002 bytes; a value may be at most 8,192 bytes.' });
    expect(await stored()).toEqual(before);

    for (let i = 0; i < 4; i++) expect((await post('/profile/meta/upsert', grace, { path: `notes.n${i}`, data: 'x'.repeat(8000) })).statusCode).toBe(200);
    const beforeTotal = await stored();
    const overTotal = await post('/profile/meta/upsert', grace, { path: 'notes.n5', data: 'x'.repeat(8000) });
    expect(overTotal.statusCode).toBe(400);
    expect(overTotal.json<{ message: string }>().message).toMatch(/^The profile meta would be [\d,]+ bytes; it may be at most 32,768 bytes in all\. Remove something first\.$/);
    expect(await stored()).toEqual(beforeTotal);
    // Removing is always possible.
    expect((await post('/profile/meta/upsert', grace, { path: 'notes.n0', data: null })).statusCode).toBe(200);
  });
});
