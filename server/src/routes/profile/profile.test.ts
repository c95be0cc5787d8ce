import type { InitReply, Profile, ProfileCollectionReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('profiles', (current) => {
  let headers: { authorization: string };
  let adminId: number;
  beforeAll(async () => {
    const { app, db } = current();
    headers = bearer(await loginToken(app, 'admin@fixture.test'));
    adminId = await accountIdOf(db, 'admin@fixture.test');
  });
  const upsert = (payload: object) => current().app.inject({ method: 'POST', url: '/api/v1/profile/meta/upsert', headers, payload });
  const storedProfile = () => current().db.selectFrom('profiles').select(['data', 'revision']).where('accountId', '=', adminId).executeTakeFirstOrThrow();

  it('serves a profile by account id and 404s a missing one', async () => {
    const { app } = current();
    const response = await app.inject({ url: `/api/v1/profile/${adminId}`, headers });
    expectMatchesSchema(response.json(), 'api/profile', 'profile');
    expect(response.json<Profile>().data.profile).toEqual({ firstName: 'Ada', lastName: 'Admin' });
    const missing = await app.inject({ url: '/api/v1/profile/999999', headers });
    expect(missing.statusCode).toBe(404);
  });

  it('serves several profiles at once, in the order asked for, leaving unknown ids out', async () => {
    const { app, db } = current();
    const memberId = await accountIdOf(db, 'member@fixture.test');
    const response = await app.inject({ method: 'POST', url: '/api/v1/profile/collection', headers, payload: { accountIds: [memberId, 999999, adminId, memberId] } });
    expectMatchesSchema(response.json(), 'api/profile', 'profileCollectionReply');
    const { profiles } = response.json<ProfileCollectionReply>();
    expect(profiles.map((p) => [p.accountId, p.data.profile.firstName])).toEqual([[memberId, 'Mira'], [adminId, 'Ada']]);
    // The admin signed in for this suite, so they count as online.
    expect(profiles.find((p) => p.accountId === adminId)?.online).toBe(true);
  });

  it('400s a collection of more than 100 ids or of ids that are not ids', async () => {
    const collect = (accountIds: unknown[]) => current().app.inject({ method: 'POST', url: '/api/v1/profile/collection', headers, payload: { accountIds } });
    expect((await collect(Array.from({ length: 101 }, (_, i) => i + 1))).statusCode).toBe(400);
    expect((await collect([0])).statusCode).toBe(400);
  });

  it("writes a value into the user's meta and the next /init speaks the new language (once published)", async () => {
    const response = await upsert({ path: 'language', data: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>().data.meta.language).toBe('fr');
    const publish = await current().app.inject({ method: 'POST', url: '/api/v1/i18n/toggleLanguagePublishedState', headers, payload: { language: 'fr' } });
    expect(publish.statusCode).toBe(200);
    const init = await current().app.inject({ url: '/api/v1/init', headers });
    expect(init.json<InitReply>().i18n.language).toBe('fr');
  });

  it('writes nested values next to what is there', async () => {
    await upsert({ path: 'settings.theme', data: 'dark' });
    const response = await upsert({ path: 'block.12.shown', data: true });
    expect(response.json<Profile>().data.meta).toMatchObject({ language: 'fr', settings: { theme: 'dark' }, block: { 12: { shown: true } } });
  });

  it.each([
    ['an unsupported language', { path: 'language', data: 'xx' }, 'meta/language'],
    ['an unknown theme', { path: 'settings.theme', data: 'sepia' }, 'meta/settings/theme'],
    ['a path reaching the prototype', { path: '__proto__.admin', data: true }, '__proto__'],
    ['a malformed path', { path: 'a..b', data: 1 }, 'body/path'],
  ])('answers 400 for %s and changes nothing', async (_, payload, named) => {
    const before = await storedProfile();
    const response = await upsert(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(named) });
    expect(await storedProfile()).toEqual(before);
  });
});
