import type { AddListUsersReply, CountUsersReply, ErrorReply, ListMembersReply, LoopCheckReply, UserList, UserListsReply } from '@tessera/schemas';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../operations/actor.ts';
import { createAccount } from '../../operations/accounts/create-account.ts';
import { accountIdOf, bearer, sessionToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase, type TestApp } from '../../testing/test-app.ts';

describeAppOnEachDatabase('user lists', (current) => {
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    const known = tokens.get(email);
    if (known) return known;
    const token = await sessionToken(current(), email);
    tokens.set(email, token);
    return token;
  };
  const call = async (email: string, method: InjectOptions['method'], url: string, payload?: object) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers: bearer(await tokenOf(email)), ...(payload && { payload }) });
  const ADMIN = 'admin@fixture.test';
  const MEMBER = 'member@fixture.test';
  const create = async (userList: object): Promise<UserList> => {
    const response = await call(ADMIN, 'PUT', '/userLists', { userList });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UserList>();
  };
  const memberIds = async (listId: number, email = ADMIN) =>
    (await call(email, 'GET', `/userLists/${listId}/users`)).json<ListMembersReply>().users.map((user) => user.accountId);
  let accountCounter = 0;
  const newAccount = async ({ db, changes }: TestApp, data: { city?: string; language?: 'fr' } = {}, role: 'admin' | 'member' = 'member') => {
    accountCounter += 1;
    const email = `person${accountCounter}@lists.test`;
    const profile = await createAccount({ db, changes }, SYSTEM_ACTOR, {
      email, passwordHash: 'not-used', role,
      data: { profile: { firstName: `Person ${accountCounter}`, ...(data.city && { city: data.city }) }, meta: data.language ? { language: data.language } : {} },
    });
    return { email, accountId: profile.accountId };
  };

  it('creates lists in both body forms, reads one, changes and deletes them', async () => {
    const full = await create({ label: 'Boat crew', type: 'group', capacity: 3 });
    expectMatchesSchema(full, 'user-list');
    expect(full).toMatchObject({ key: 'boat-crew', label: 'Boat crew', capacity: 3, isFull: false, dynamic: false, system: false, isAdmin: false });
    const short = await call(ADMIN, 'PUT', '/userLists', { _i18n: { label: 'Boat crew' }, type: 'group' });
    expect(short.json<UserList>()).toMatchObject({ key: 'boat-crew-2', capacity: null });
    expect((await call(MEMBER, 'GET', `/userLists/${full.id}`)).json<UserList>().label).toBe('Boat crew');

    const changed = await call(ADMIN, 'POST', `/userLists/${full.id}`, { changes: { label: 'Rowing crew' }, revision: full.revision });
    expect(changed.json<UserList>()).toMatchObject({ label: 'Rowing crew', capacity: 3 });
    const stale = await call(ADMIN, 'POST', `/userLists/${full.id}`, { changes: { label: 'Old' }, revision: full.revision });
    expect(stale.statusCode).toBe(409);
    expect((await call(MEMBER, 'POST', `/userLists/${full.id}`, { changes: { label: 'Mine' } })).statusCode).toBe(403);

    expect((await call(MEMBER, 'GET', '/userLists')).json<UserListsReply>().userLists).toEqual([]);
    expect((await call(ADMIN, 'GET', '/userLists')).json<UserListsReply>().userLists.map((l) => l.label)).toContain('Rowing crew');

    expect((await call(MEMBER, 'DELETE', `/userlists/${full.id}`)).statusCode).toBe(403);
    expect((await call(ADMIN, 'DELETE', `/userlists/${full.id}`)).json()).toEqual({ ok: true });
    expect((await call(ADMIN, 'GET', `/userLists/${full.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a system list with a 400 that says why, changing nothing', async () => {
    const system = await create({ label: 'Everyone', type: 'membership', dynamic: true, rule: { logicalOperator: 'all', children: [] } });
    await current().db.updateTable('userLists').set({ system: true, dynamic: false }).where('id', '=', system.id).execute();
    const response = await call(ADMIN, 'DELETE', `/userlists/${system.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorReply>().message).toContain('system list');
    expect((await call(ADMIN, 'GET', `/userLists/${system.id}`)).statusCode).toBe(200);
  });

  it('adds, lists and removes members; hidden memberships stay out of the public view', async () => {
    const list = await create({ label: 'Net menders', type: 'group' });
    const mira = await accountIdOf(current().db, MEMBER);
    const editor = await accountIdOf(current().db, 'editor@fixture.test');
    const added = await call(ADMIN, 'POST', `/userLists/${list.id}/users`, { accounts: [mira, editor] });
    expect(added.statusCode, added.body).toBe(200);
    expectMatchesSchema(added.json(), 'api/user-lists', 'addListUsersReply');
    const [miraMembership] = added.json<AddListUsersReply>().memberships;
    expect(await memberIds(list.id, MEMBER)).toEqual([mira, editor]);
    expect((await call(MEMBER, 'POST', `/userLists/${list.id}/users`, { accounts: [mira] })).statusCode).toBe(403);

    // Mira hides her own membership: other members no longer see her; those who manage the list do.
    const toggled = await call(MEMBER, 'POST', `/applications/membership/${miraMembership?.id}/toggleHidden`);
    expect(toggled.json()).toMatchObject({ hidden: true, userListId: list.id });
    expect(await memberIds(list.id, MEMBER)).toEqual([editor]);
    expect(await memberIds(list.id, ADMIN)).toEqual([mira, editor]);
    expect((await call('editor@fixture.test', 'POST', `/applications/membership/${miraMembership?.id}/toggleHidden`)).statusCode).toBe(403);

    expect((await call(ADMIN, 'DELETE', `/userLists/${list.id}/${editor}`)).json()).toEqual({ ok: true });
    expect((await call(ADMIN, 'DELETE', `/userLists/${list.id}/${editor}`)).statusCode).toBe(404);
    expect(await memberIds(list.id)).toEqual([mira]);
  });

  it('fills a dynamic list from its rule, refills it when a profile changes, and refuses adding by hand in the member language', async () => {
    const app = current();
    const brestois = await newAccount(app, { city: 'Brest' });
    const elsewhere = await newAccount(app, { city: 'Nantes' });
    const dynamic = await create({
      label: 'In Brest', type: 'group', dynamic: true,
      rule: { logicalOperator: 'all', children: [{ kind: 'profileField', path: 'city', value: 'Brest' }] },
    });
    const mira = await accountIdOf(app.db, MEMBER);
    expect(await memberIds(dynamic.id)).toEqual(expect.arrayContaining([mira, brestois.accountId]));
    expect(await memberIds(dynamic.id)).not.toContain(elsewhere.accountId);

    const before = await memberIds(dynamic.id);
    const refused = await call(ADMIN, 'POST', `/userLists/${dynamic.id}/users`, { accounts: [elsewhere.accountId] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'List fills itself', message: 'People cannot be added by hand to a dynamic or system list: it fills itself.' });
    expect((await call(ADMIN, 'POST', '/i18n/toggleLanguagePublishedState', { language: 'fr' })).statusCode).toBe(200);
    const frenchAdmin = await newAccount(app, { language: 'fr' }, 'admin');
    const inFrench = await call(frenchAdmin.email, 'POST', `/userLists/${dynamic.id}/users`, { accounts: [elsewhere.accountId] });
    expect(inFrench.json<ErrorReply>().message).toBe('Impossible d’ajouter des personnes à la main à une liste dynamique ou système : elle se remplit d’elle-même.');
    expect((await call(ADMIN, 'DELETE', `/userLists/${dynamic.id}/${mira}`)).statusCode).toBe(400);
    expect(await memberIds(dynamic.id)).toEqual(before);

    // The person moves to Brest: announcing the profile change refills the list.
    await app.db.updateTable('profiles').set({ data: JSON.stringify({ profile: { firstName: 'Moved', city: 'Brest' }, meta: {} }) })
      .where('accountId', '=', elsewhere.accountId).execute();
    app.changes.announce([{ scope: 'account', accountId: elsewhere.accountId }]);
    await expect.poll(() => memberIds(dynamic.id)).toContain(elsewhere.accountId);
  });

  it('refuses adding to a system list', async () => {
    const system = await create({ label: 'Admins', type: 'membership', dynamic: true, rule: { logicalOperator: 'all', children: [{ kind: 'userField', path: 'isAdmin', value: true }] } });
    await current().db.updateTable('userLists').set({ system: true, dynamic: false }).where('id', '=', system.id).execute();
    const mira = await accountIdOf(current().db, MEMBER);
    const before = await memberIds(system.id);
    expect(before).toContain(await accountIdOf(current().db, ADMIN));
    const refused = await call(ADMIN, 'POST', `/userLists/${system.id}/users`, { accounts: [mira] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: 'List fills itself', message: 'People cannot be added by hand to a dynamic or system list: it fills itself.' });
    expect(await memberIds(system.id)).toEqual(before);
  });

  it('checks rules for loops and refuses a rule that would make one', async () => {
    const first = await create({ label: 'Loop one', type: 'group', dynamic: true, rule: null });
    const second = await create({ label: 'Loop two', type: 'group', dynamic: true, rule: { logicalOperator: 'any', children: [{ kind: 'userList', listId: first.id }] } });
    const clean = await call(ADMIN, 'POST', `/userLists/doLoopCheck/${second.id}`);
    expect(clean.json<LoopCheckReply>()).toEqual({ hasLoop: false, path: [] });
    const looping = await call(ADMIN, 'POST', `/userLists/${first.id}`, { changes: { rule: { logicalOperator: 'any', children: [{ kind: 'userList', listId: second.id }] } } });
    expect(looping.statusCode).toBe(400);
    expect(looping.json<ErrorReply>().message).toContain(`${first.id} → ${second.id} → ${first.id}`);
    expect((await call(ADMIN, 'GET', `/userLists/${first.id}`)).json<UserList>().rule).toBeNull();
    expect((await call(MEMBER, 'POST', `/userLists/doLoopCheck/${second.id}`)).statusCode).toBe(403);
    // A list another list's rule names cannot go.
    expect((await call(ADMIN, 'DELETE', `/userlists/${first.id}`)).statusCode).toBe(400);
  });

  it('counts memberships by state; members may not count', async () => {
    const list = await create({ label: 'Counted', type: 'group' });
    const other = await create({ label: 'Counted too', type: 'group' });
    const people = await Promise.all([1, 2, 3, 4].map(() => newAccount(current())));
    const add = (listId: number, accounts: number[], state: string) => call(ADMIN, 'POST', `/userLists/${listId}/users`, { accounts, state });
    await add(list.id, [people[0]!.accountId, people[1]!.accountId], 'accepted');
    await add(list.id, [people[2]!.accountId], 'applied');
    await add(list.id, [people[3]!.accountId], 'withdrawn');
    await add(other.id, [people[0]!.accountId], 'applied');
    const response = await call(ADMIN, 'POST', '/userLists/admin/countUsers', { listIds: [other.id, list.id, 999999], states: ['accepted', 'applied'] });
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(response.json(), 'api/user-lists', 'countUsersReply');
    expect(response.json<CountUsersReply>().counts).toEqual([
      { userListId: other.id, count: 1, byState: { accepted: 0, applied: 1 } },
      { userListId: list.id, count: 3, byState: { accepted: 2, applied: 1 } },
    ]);
    expect((await call(MEMBER, 'POST', '/userLists/admin/countUsers', { listIds: [list.id], states: ['accepted'] })).statusCode).toBe(403);
  });

  it('lets only those who manage permissions change the admin flags; the flags give the members grants', async () => {
    const list = await create({ label: 'Stewards', type: 'group' });
    const mira = await accountIdOf(current().db, MEMBER);
    await call(ADMIN, 'POST', `/userLists/${list.id}/users`, { accounts: [mira] });
    for (const path of ['isAdmin/true', 'allowPermissions/true', 'accessUsersLists/true']) {
      const refused = await call(MEMBER, 'POST', `/userLists/admin/${list.id}/${path}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json<ErrorReply>().error).toBe('Forbidden');
    }
    expect((await call(ADMIN, 'GET', `/userLists/${list.id}`)).json<UserList>()).toMatchObject({ isAdmin: false, allowPermissions: false, permissions: [] });
    expect((await call(MEMBER, 'POST', '/userLists/admin/countUsers', { listIds: [list.id], states: ['accepted'] })).statusCode).toBe(403);

    expect((await call(ADMIN, 'POST', `/userLists/admin/${list.id}/accessUsersLists/true`)).json<UserList>().permissions).toEqual(['accessUsersLists']);
    expect((await call(ADMIN, 'POST', `/userLists/admin/${list.id}/allowPermissions/true`)).json<UserList>().allowPermissions).toBe(true);
    expect((await call(MEMBER, 'POST', '/userLists/admin/countUsers', { listIds: [list.id], states: ['accepted'] })).statusCode).toBe(200);
    // Still not an administrator: changing flags needs managePermissions.
    expect((await call(MEMBER, 'POST', `/userLists/admin/${list.id}/isAdmin/true`)).statusCode).toBe(403);
    await call(ADMIN, 'POST', `/userLists/admin/${list.id}/allowPermissions/false`);
    expect((await call(MEMBER, 'POST', '/userLists/admin/countUsers', { listIds: [list.id], states: ['accepted'] })).statusCode).toBe(403);
    await call(ADMIN, 'DELETE', `/userLists/${list.id}/${mira}`);
  });

  it('gives leader lists: own ones, or anyone’s with accessUserData', async () => {
    const list = await create({ label: 'Leaders', type: 'group' });
    const person = await newAccount(current());
    await call(ADMIN, 'POST', `/userLists/${list.id}/users`, { accounts: [person.accountId], state: 'applied' });
    const leaderListIds = async (path: string) => (await call(person.email, 'GET', `/userLists/getLeaderLists/${path}`)).json<UserListsReply>().userLists.map((l) => l.id);
    expect(await leaderListIds(`${person.accountId}`)).not.toContain(list.id);
    expect(await leaderListIds(`${person.accountId}/applied,accepted`)).toContain(list.id);
    expect((await call(MEMBER, 'GET', `/userLists/getLeaderLists/${person.accountId}`)).statusCode).toBe(403);
    expect((await call(ADMIN, 'GET', `/userLists/getLeaderLists/${person.accountId}/applied`)).statusCode).toBe(200);
  });

  it('refuses joins beyond the capacity, all or none, and says isFull', async () => {
    const list = await create({ label: 'Two seats', type: 'group', capacity: 2 });
    const people = await Promise.all([1, 2, 3].map(() => newAccount(current())));
    const ids = people.map((p) => p.accountId);
    const tooMany = await call(ADMIN, 'POST', `/userLists/${list.id}/users`, { accounts: ids });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({ error: 'listAtCapacity', message: 'This list is full: it has reached its capacity.' });
    expect(await memberIds(list.id)).toEqual([]);
    // Applying does not take a seat.
    expect((await call(ADMIN, 'POST', `/userLists/${list.id}/users`, { accounts: [ids[2]], state: 'applied' })).statusCode).toBe(200);
    expect((await call(ADMIN, 'POST', `/userLists/${list.id}/users`, { accounts: ids.slice(0, 2) })).statusCode).toBe(200);
    expect((await call(MEMBER, 'GET', `/userLists/${list.id}`)).json<UserList>().isFull).toBe(true);
    expect((await call(ADMIN, 'POST', `/userLists/${list.id}`, { changes: { capacity: 1 } })).statusCode).toBe(400);
    expect((await call(ADMIN, 'POST', `/userLists/${list.id}`, { changes: { capacity: null } })).json<UserList>().isFull).toBe(false);
  });

  it('holds the capacity exactly when 5N people join at once', async () => {
    const N = 4;
    const list = await create({ label: 'Rush hour', type: 'group', capacity: N });
    const people = await Promise.all(Array.from({ length: 5 * N }, () => newAccount(current())));
    await tokenOf(ADMIN);
    const replies = await Promise.all(people.map((person) => call(ADMIN, 'POST', `/userLists/${list.id}/users`, { accounts: [person.accountId] })));
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(N);
    const refusals = replies.filter((reply) => reply.statusCode === 409);
    expect(refusals).toHaveLength(4 * N);
    for (const refusal of refusals) expect(refusal.json<ErrorReply>().error).toBe('listAtCapacity');
    expect(await memberIds(list.id)).toHaveLength(N);
    expect((await call(ADMIN, 'GET', `/userLists/${list.id}`)).json<UserList>().isFull).toBe(true);
  });
});
