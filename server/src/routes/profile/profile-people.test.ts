// Issue 13, profiles: favourites, recently viewed, membership states, the forced update and the
// deletion of an account, each with the refusals the permissions make.
import type { Profile, ProfileActionsReply } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../operations/accounts/create-account.ts';
import { SYSTEM_ACTOR } from '../../operations/actor.ts';
import { accountIdOf, bearer, loginToken, sessionToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

type Auth = { authorization: string };

describeAppOnEachDatabase('profiles of other members', (current) => {
  let mira: Auth;
  let eddie: Auth;
  let admin: Auth;
  let miraId: number;
  let eddieId: number;
  let adminId: number;
  beforeAll(async () => {
    const { app, db } = current();
    mira = bearer(await loginToken(app, 'member@fixture.test'));
    eddie = bearer(await loginToken(app, 'editor@fixture.test'));
    admin = bearer(await loginToken(app, 'admin@fixture.test'));
    miraId = await accountIdOf(db, 'member@fixture.test');
    eddieId = await accountIdOf(db, 'editor@fixture.test');
    adminId = await accountIdOf(db, 'admin@fixture.test');
  });
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Auth, payload?: object) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) });
  const storedProfile = (accountId: number) =>
    current().db.selectFrom('profiles').select(['data', 'revision']).where('accountId', '=', accountId).executeTakeFirstOrThrow();

  /** A new member with a live session, to be deleted. */
  async function newMember(email: string, meta: Profile['data']['meta'] = {}) {
    const { accountId } = await createAccount(current(), SYSTEM_ACTOR, {
      email, passwordHash: 'unused', role: 'member', data: { profile: { firstName: 'Tem', lastName: 'Porary' }, meta },
    });
    return { accountId, auth: bearer(await sessionToken(current(), email)) };
  }

  describe('favourites', () => {
    it('adds a member to favourites once, keeps them in the own meta only, and removes them', async () => {
      const added = await call('PUT', '/profile/favourites/add', mira, { type: 'profiles', value: eddieId });
      expect(added.statusCode).toBe(200);
      expectMatchesSchema(added.json(), 'api/profile', 'profile');
      expect(added.json<Profile>().data.meta.favourites?.profiles).toEqual([{ targetId: eddieId, addedAt: expect.any(String) }]);
      const again = await call('PUT', '/profile/favourites/add', mira, { type: 'profiles', value: eddieId });
      expect(again.json<Profile>().data.meta.favourites?.profiles).toHaveLength(1);
      // Another member does not see Mira's favourites.
      expect((await call('GET', `/profile/${miraId}`, eddie)).json<Profile>().data.meta).toEqual({});

      const removed = await call('DELETE', `/profile/favourites?type=profiles&targetId=${eddieId}`, mira);
      expect(removed.statusCode).toBe(200);
      expect(removed.json<Profile>().data.meta.favourites).toEqual({});
      // Removing one that is not there changes nothing and is no error.
      expect((await call('DELETE', `/profile/favourites?type=profiles&targetId=${eddieId}`, mira)).statusCode).toBe(200);
    });

    it('refuses a favourite member who does not exist, and bad input, changing nothing', async () => {
      const before = await storedProfile(miraId);
      const missing = await call('PUT', '/profile/favourites/add', mira, { type: 'profiles', value: 999_999 });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: 'Not Found', message: 'That profile does not exist.' });
      for (const payload of [{}, { type: 'profiles' }, { type: 'Bad type!', value: 3 }, { type: 'profiles', value: 0 }, { type: 'profiles', value: 3, extra: 1 }]) {
        expect((await call('PUT', '/profile/favourites/add', mira, payload)).statusCode).toBe(400);
      }
      expect((await call('DELETE', '/profile/favourites?type=profiles', mira)).statusCode).toBe(400);
      expect(await storedProfile(miraId)).toEqual(before);
    });
  });

  describe('recently viewed', () => {
    it('keeps the profiles viewed last, newest first, each once, and not the own', async () => {
      expect((await call('GET', '/profile/user/actions/viewedProfile', mira)).json()).toEqual({ name: 'viewedProfile', actions: [] });
      await call('PUT', '/profile/user/actions/viewedProfile', mira, { accountId: eddieId });
      await call('PUT', '/profile/user/actions/viewedProfile', mira, { accountId: adminId });
      const own = await call('PUT', '/profile/user/actions/viewedProfile', mira, { accountId: miraId });
      expect(own.statusCode).toBe(200);
      const viewedAgain = await call('PUT', '/profile/user/actions/viewedProfile', mira, { accountId: eddieId });
      expectMatchesSchema(viewedAgain.json(), 'api/profile', 'profileActionsReply');
      expect(viewedAgain.json<ProfileActionsReply>().actions.map((action) => action.targetId)).toEqual([eddieId, adminId]);
      const read = await call('GET', '/profile/user/actions/viewedProfile', mira);
      expect(read.json<ProfileActionsReply>().actions.map((action) => action.targetId)).toEqual([eddieId, adminId]);
      // Each member has their own history.
      expect((await call('GET', '/profile/user/actions/viewedProfile', eddie)).json<ProfileActionsReply>().actions).toEqual([]);
    });

    it('keeps only the latest 20', async () => {
      const { db } = current();
      const extra = await Promise.all(Array.from({ length: 22 }, (_, i) => newMember(`viewed${i}@fixture.test`)));
      for (const { accountId } of extra) await call('PUT', '/profile/user/actions/viewedProfile', eddie, { accountId });
      const { actions } = (await call('GET', '/profile/user/actions/viewedProfile', eddie)).json<ProfileActionsReply>();
      expect(actions.map((action) => action.targetId)).toEqual(extra.slice(-20).reverse().map((member) => member.accountId));
      const stored = await db.selectFrom('profileViews').select('viewedId').where('viewerId', '=', eddieId).execute();
      expect(stored).toHaveLength(20);
    });

    it('refuses an unknown action name, an unknown profile and bad input', async () => {
      expect((await call('GET', '/profile/user/actions/somethingElse', mira)).statusCode).toBe(400);
      expect((await call('PUT', '/profile/user/actions/viewedProfile', mira, { accountId: 999_999 })).statusCode).toBe(404);
      expect((await call('PUT', '/profile/user/actions/viewedProfile', mira, { accountId: 'x' })).statusCode).toBe(400);
    });
  });

  describe('membership states', () => {
    beforeAll(async () => {
      const { db } = current();
      const crew = await db.selectFrom('userLists').select('id').where('key', '=', 'crew').executeTakeFirstOrThrow();
      const dynamic = await db.insertInto('userLists').values({ key: 'makers-in-brest', label: 'Makers in Brest', type: 'group', dynamic: true, capacity: null, entityId: null, connectionId: null })
        .returning('id').executeTakeFirstOrThrow();
      await db.insertInto('listMemberships').values([
        { userListId: crew.id, accountId: miraId, state: 'applied', hidden: true },
        { userListId: dynamic.id, accountId: miraId, state: 'accepted' },
      ]).execute();
    });

    it('gives a member their own memberships in every state, hidden ones too, dynamic lists when asked', async () => {
      const without = await call('GET', `/profile/listMembershipStates/${miraId}/false`, mira);
      expect(without.statusCode).toBe(200);
      expectMatchesSchema(without.json(), 'api/profile', 'membershipStatesReply');
      expect(without.json()).toMatchObject({ accountId: miraId, memberships: [{ state: 'applied', hidden: true }] });
      const withDynamic = await call('GET', `/profile/listMembershipStates/${miraId}/true`, mira);
      expect(withDynamic.json<{ memberships: unknown[] }>().memberships).toHaveLength(2);
    });

    it("lets an admin read anyone's, refuses another member's with 403, and a missing account with 404", async () => {
      expect((await call('GET', `/profile/listMembershipStates/${miraId}/true`, admin)).json<{ memberships: unknown[] }>().memberships).toHaveLength(2);
      const refused = await call('GET', `/profile/listMembershipStates/${miraId}/true`, eddie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', message: "You may not see this member's lists." });
      expect((await call('GET', '/profile/listMembershipStates/999999/true', admin)).statusCode).toBe(404);
      expect((await call('GET', `/profile/listMembershipStates/${miraId}/maybe`, mira)).statusCode).toBe(400);
    });
  });

  describe('forced update', () => {
    it('lets an admin write values without a form, null removing one', async () => {
      const saved = await call('POST', `/profile/forceUpdateProfile/${miraId}`, admin, { changes: { city: null, badge: 'Steward', lastName: 'Membre' } });
      expect(saved.statusCode).toBe(200);
      expectMatchesSchema(saved.json(), 'api/profile', 'profile');
      const { profile } = saved.json<Profile>().data;
      expect(profile).toMatchObject({ badge: 'Steward', lastName: 'Membre', firstName: 'Mira' });
      expect(profile).not.toHaveProperty('city');
    });

    it('refuses a member, even on their own profile, and anyone on another, changing nothing', async () => {
      const before = await storedProfile(miraId);
      for (const [who, id] of [[mira, miraId], [eddie, miraId]] as const) {
        const refused = await call('POST', `/profile/forceUpdateProfile/${id}`, who, { changes: { badge: 'Queen' } });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual({ error: 'Forbidden', message: 'You may not update profiles outside their forms.' });
      }
      expect(await storedProfile(miraId)).toEqual(before);
    });

    it('refuses values Profile does not allow and a missing account, changing nothing', async () => {
      const before = await storedProfile(miraId);
      const badName = await call('POST', `/profile/forceUpdateProfile/${miraId}`, admin, { changes: { firstName: 42 } });
      expect(badName.statusCode).toBe(400);
      expect((await call('POST', `/profile/forceUpdateProfile/${miraId}`, admin, { changes: {} })).statusCode).toBe(400);
      const proto = await current().app.inject({ method: 'POST', url: `/api/v1/profile/forceUpdateProfile/${miraId}`, headers: { ...admin, 'content-type': 'application/json' }, payload: '{"changes":{"__proto__":"x"}}' });
      expect(proto.statusCode).toBe(400);
      expect((await call('POST', '/profile/forceUpdateProfile/999999', admin, { changes: { badge: 'x' } })).statusCode).toBe(404);
      expect(await storedProfile(miraId)).toEqual(before);
    });
  });

  describe('deleting an account', () => {
    it('lets a member delete their own account, leaving nothing of them behind', async () => {
      const { db } = current();
      const leaver = await newMember('leaver@fixture.test');
      const crew = await db.selectFrom('userLists').select('id').where('key', '=', 'crew').executeTakeFirstOrThrow();
      await db.insertInto('listMemberships').values({ userListId: crew.id, accountId: leaver.accountId, state: 'accepted' }).execute();
      await call('PUT', '/profile/favourites/add', mira, { type: 'profiles', value: leaver.accountId });
      await call('PUT', '/profile/user/actions/viewedProfile', mira, { accountId: leaver.accountId });
      await call('PUT', '/profile/user/actions/viewedProfile', leaver.auth, { accountId: miraId });
      const viewLogged = await current().app.inject({ method: 'POST', url: '/api/v1/audit/save', headers: mira,
        payload: [{ logType: 'profileView', subject: { type: 'profile', id: leaver.accountId }, actionTime: new Date().toISOString() }] });
      expect(viewLogged.statusCode).toBe(200);

      const deleted = await call('DELETE', `/profile/${leaver.accountId}`, leaver.auth);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ ok: true });

      const left = (table: 'accounts' | 'profiles' | 'deviceSessions' | 'listMemberships', column: 'id' | 'accountId') =>
        db.selectFrom(table).select(column).where(column, '=', leaver.accountId).execute();
      expect(await left('accounts', 'id')).toEqual([]);
      for (const table of ['profiles', 'deviceSessions', 'listMemberships'] as const) expect(await left(table, 'accountId')).toEqual([]);
      expect(await db.selectFrom('profileViews').selectAll().where((eb) => eb.or([eb('viewerId', '=', leaver.accountId), eb('viewedId', '=', leaver.accountId)])).execute()).toEqual([]);
      const audit = await db.selectFrom('auditLog').select('subject').where('logType', '=', 'profileView').execute();
      expect(audit.filter((row) => row.subject.id === leaver.accountId)).toEqual([]);
      expect((await storedProfile(miraId)).data.meta.favourites?.profiles ?? []).toEqual([]);
      // Their token no longer works, and their profile is gone for everyone.
      expect((await call('GET', '/user', leaver.auth)).statusCode).toBe(401);
      expect((await call('GET', `/profile/${leaver.accountId}`, mira)).statusCode).toBe(404);
    });

    it("lets an admin delete a member's account", async () => {
      const member = await newMember('removed@fixture.test');
      expect((await call('DELETE', `/profile/${member.accountId}`, admin)).statusCode).toBe(200);
      expect((await call('GET', `/profile/${member.accountId}`, admin)).statusCode).toBe(404);
      expect((await call('DELETE', `/profile/${member.accountId}`, admin)).statusCode).toBe(404);
    });

    it("refuses a member deleting another's account (403) and the last admin's (400), deleting nothing", async () => {
      const refused = await call('DELETE', `/profile/${eddieId}`, mira);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Forbidden', message: 'You may delete only your own account.' });
      const lastAdmin = await call('DELETE', `/profile/${adminId}`, admin);
      expect(lastAdmin.statusCode).toBe(400);
      expect(lastAdmin.json().message).toBe('This is the site’s only admin account: make another admin first.');
      expect((await call('GET', `/profile/${eddieId}`, admin)).statusCode).toBe(200);
      expect((await call('GET', `/profile/${adminId}`, admin)).statusCode).toBe(200);
    });
  });
});
