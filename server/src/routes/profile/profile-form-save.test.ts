// Issue 12, the server half of profile forms: POST /profile/{accountId} {blockId, changes} checks
// every value with the form engine's rules, lets only the owner or profile admins save, and
// GET /profile/{id} shows other members only the values of public data schemas.
import type { Field, Profile, ProfileCollectionReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import type { Change } from '../../operations/context.ts';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { DEMO_PASSWORD, DEMO_SITE_DIR } from '../../testing/demo-site.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

type Auth = { authorization: string };

describeAppOnEachDatabase('profile form save', (current) => {
  let as: Record<'ada' | 'grace' | 'admin', Auth>;
  let adaId: number;
  let blockId: number;
  beforeAll(async () => {
    const { app, db } = current();
    const token = (who: string) => loginToken(app, `${who}@demo.test`, DEMO_PASSWORD);
    as = { ada: bearer(await token('ada')), grace: bearer(await token('grace')), admin: bearer(await token('admin')) };
    adaId = await accountIdOf(db, 'ada@demo.test');
    const page = await db.selectFrom('pages').select('id').where('slug', '=', 'my-profile').executeTakeFirstOrThrow();
    blockId = (await db.selectFrom('blocks').select('id').where('pageId', '=', page.id).where('key', '=', 'about').executeTakeFirstOrThrow()).id;
    // The block's profile form: a required city, a link, a private phone, a template, a feed, and a private surname.
    const fields: Field[] = [
      { key: 'city', name: 'City', type: 'text', validation: { required: true, max: 40 } },
      { key: 'website', name: 'Website', type: 'text', validation: { isLink: true } },
      { key: 'phone', name: 'Phone', type: 'text', schema: { key: 'phone', type: 'string', source: 'profile', privacy: 'private' } },
      { key: 'greeting', name: 'Greeting', type: 'text', validation: { handlebars: true } },
      { key: 'blog', name: 'Blog feed', type: 'text', validation: { feed_valid: true } },
      { key: 'lastName', name: 'Surname', type: 'text', schema: { key: 'lastName', type: 'string', source: 'profile', privacy: 'private' } },
      // A rule whose errors show but do not stop a save (disallowSubmit false).
      { key: 'nickname', name: 'Nickname', type: 'text', validation: { max: { value: 5, disallowSubmit: false } } },
    ];
    for (const field of fields) {
      const created = await app.inject({ method: 'PUT', url: '/api/v1/structure/field', headers: as.admin, payload: { field, source: 'profile', itemId: blockId, itemType: 'block' } });
      expect(created.statusCode, created.body).toBe(200);
    }
  });
  const save = (headers: Auth, changes: object, accountId = adaId) =>
    current().app.inject({ method: 'POST', url: `/api/v1/profile/${accountId}`, headers, payload: { blockId, changes } });
  const stored = () => current().db.selectFrom('profiles').select(['data', 'revision']).where('accountId', '=', adaId).executeTakeFirstOrThrow();
  const profileAs = async (headers: Auth) => (await current().app.inject({ url: `/api/v1/profile/${adaId}`, headers })).json<Profile>();

  it("saves the owner's changes, dropping nulls, replies with the profile and announces the change", async () => {
    const heard: Change[] = [];
    const stop = current().changes.subscribe('clients', (batch) => heard.push(...batch));
    const reply = await save(as.ada, { city: 'Porthaven', website: 'https://ada.example', phone: '0123 456', greeting: null });
    stop();
    expect(reply.statusCode, reply.body).toBe(200);
    expectMatchesSchema(reply.json(), 'api/profile', 'profile');
    expect(reply.json<Profile>().data.profile).toMatchObject({ city: 'Porthaven', website: 'https://ada.example', phone: '0123 456', firstName: 'Ada' });
    expect(reply.json<Profile>().data.profile).not.toHaveProperty('greeting');
    expect((await stored()).data.profile).toMatchObject({ city: 'Porthaven', bio: expect.stringContaining('Electronics') });
    expect(heard).toContainEqual({ scope: 'account', accountId: adaId });
  });

  it('answers 400 with the field errors for a value breaking a rule, storing nothing', async () => {
    const before = await stored();
    const tooLong = await save(as.ada, { city: 'x'.repeat(41), website: 'https://fine.example' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'Invalid form values', message: 'Some values are not valid. Correct them and save again.',
      details: [{ path: ['city'], kind: 'max', params: { length: 40 } }],
    });
    for (const changes of [{ city: '' }, { city: 42 }, { website: 'not a link' }, { greeting: '{{#if}}' }, { blog: 'http://127.0.0.1/feed.xml' }]) {
      const reply = await save(as.ada, changes);
      expect(reply.statusCode, JSON.stringify(changes)).toBe(400);
      expect(reply.json<{ details: unknown[] }>().details).toHaveLength(1);
    }
    expect(await stored()).toEqual(before);
  });

  it('saves a value breaking only a rule with disallowSubmit false', async () => {
    const reply = await save(as.ada, { nickname: 'Countess' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await stored()).data.profile).toMatchObject({ nickname: 'Countess' });
  });

  it('checks templates on the server: a template that renders is saved', async () => {
    expect((await save(as.ada, { greeting: 'Hello {{name}}' })).statusCode).toBe(200);
    expect((await save(as.ada, { greeting: '{{> missingPartial}}' })).json<{ details: { kind: string }[] }>().details).toEqual([{ path: ['greeting'], kind: 'handlebars' }]);
  });

  it("refuses keys that are not the block's profile fields, and unknown blocks", async () => {
    const before = await stored();
    const stranger = await save(as.ada, { isAdmin: true });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json<{ message: string }>().message).toBe('changes/isAdmin is not a profile field of this block.');
    const unknownBlock = await current().app.inject({ method: 'POST', url: `/api/v1/profile/${adaId}`, headers: as.ada, payload: { blockId: 2147483000, changes: { city: 'X' } } });
    expect(unknownBlock.statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("lets Grace not save Ada's profile (403), and an admin save it", async () => {
    const before = await stored();
    const refused = await save(as.grace, { city: 'Elsewhere' });
    expect(refused.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
    const byAdmin = await save(as.admin, { city: 'Harbourtown' });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json<Profile>().data.profile).toMatchObject({ city: 'Harbourtown', phone: '0123 456' });
  });

  it('shows other members only the values of public data schemas; the owner and admins see all', async () => {
    const seenByGrace = await profileAs(as.grace);
    expect(seenByGrace.data.profile).toMatchObject({ city: 'Harbourtown', firstName: 'Ada' });
    expect(seenByGrace.data.profile).not.toHaveProperty('phone');
    expect(seenByGrace.data.profile).not.toHaveProperty('lastName');
    const collected = await current().app.inject({ method: 'POST', url: '/api/v1/profile/collection', headers: as.grace, payload: { accountIds: [adaId] } });
    expect(collected.json<ProfileCollectionReply>().profiles[0]?.data.profile).toEqual(seenByGrace.data.profile);
    for (const reader of [as.ada, as.admin]) expect((await profileAs(reader)).data.profile).toMatchObject({ phone: '0123 456', lastName: 'Lovelace' });
  });

  it("lets the member choose who reads each of her values: her choice over the schema's", async () => {
    const choose = (headers: Auth, payload: object) => current().app.inject({ method: 'POST', url: '/api/v1/profile/meta/privacy/data', headers, payload });
    const opened = await choose(as.ada, { key: 'lastName', privacy: 'public' });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json<Profile>().data.meta.settings?.privacy?.data).toEqual({ lastName: 'public' });
    expect((await choose(as.ada, { key: 'city', privacy: 'private' })).statusCode).toBe(200);
    const seenByGrace = (await profileAs(as.grace)).data.profile;
    expect(seenByGrace).toMatchObject({ lastName: 'Lovelace', firstName: 'Ada' });
    expect(seenByGrace).not.toHaveProperty('city');
    expect(seenByGrace).not.toHaveProperty('phone'); // still private, as its schema says
    expect((await profileAs(as.admin)).data.profile).toMatchObject({ city: 'Harbourtown' });
    // Grace's choices are hers: they change nothing of Ada's.
    expect((await choose(as.grace, { key: 'city', privacy: 'public' })).statusCode).toBe(200);
    expect((await profileAs(as.grace)).data.profile).not.toHaveProperty('city');

    const before = await stored();
    for (const payload of [{ key: 'notAField', privacy: 'private' }, { key: 'city', privacy: 'friends' }, { key: 'a.b', privacy: 'private' }, { key: 'city' }, { key: 'city', privacy: 'public', accountId: adaId }]) {
      const refused = await choose(as.ada, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await stored()).toEqual(before);
  });
}, { siteDir: DEMO_SITE_DIR });
