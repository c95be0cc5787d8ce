import type { InitReply, Page, UserList, ViewAsReply } from '@tessera/schemas';
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import { bearer, sessionIdOf, sessionToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('POST /admin/viewAs and /admin/reset', (current) => {
  const ADMIN = 'admin@fixture.test';
  const MEMBER = 'member@fixture.test';
  const call = (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });
  const init = async (token: string, opts?: object): Promise<InitReply> => {
    const query = opts ? `?opts=${encodeURIComponent(JSON.stringify(opts))}` : '';
    const response = await call(token, 'GET', `/init${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<InitReply>();
  };
  const crewId = async (token: string) =>
    (await call(token, 'GET', '/userLists')).json<{ userLists: UserList[] }>().userLists.find((list) => list.key === 'crew')!.id;
  const directoryBlocks = async (token: string) =>
    ((await init(token, { moduleSlug: 'members', pageSlug: 'directory' })).page as Page).blocks.map((block) => block.key);
  const storedViewAs = async (token: string) => (await current().db.selectFrom('deviceSessions')
    .select('viewAsListIds').where('id', '=', sessionIdOf(token)).executeTakeFirstOrThrow()).viewAsListIds;

  it('lets an admin see the site as a member of one list, kept with the session, until reset', async () => {
    const admin = await sessionToken(current(), ADMIN);
    const otherDevice = await sessionToken(current(), ADMIN);
    const crew = await crewId(admin);
    // As themselves, the admin is in no list: the crew's block is not on their page.
    expect(await directoryBlocks(admin)).not.toContain('crew-only');

    const set = await call(admin, 'POST', '/admin/viewAs', { listIds: [crew, crew] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<ViewAsReply>()).toEqual({ viewAs: { listIds: [crew], labels: ['Crew'] } });
    expectMatchesSchema(set.json(), 'api/admin', 'viewAsReply');
    expect(await storedViewAs(admin)).toEqual([crew]);

    const viewing = await init(admin);
    expectMatchesSchema(viewing, 'api/init', 'initReply');
    expect(viewing.viewAs).toEqual({ listIds: [crew], labels: ['Crew'] });
    expect(viewing.user).toMatchObject({ email: ADMIN, isAdmin: false, isElevated: false });
    expect(viewing.user.profile.acceptedUserListIds).toEqual([crew]);
    expect(viewing.visiblePermissions).toEqual([]);
    expect(await directoryBlocks(admin)).toContain('crew-only');

    // Admin-only calls answer as they do to a member; so does choosing again (reset first).
    expect((await call(admin, 'GET', '/admin/sections')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/userLists')).json<{ userLists: UserList[] }>().userLists).toEqual([]);
    expect((await call(admin, 'PUT', '/userLists', { userList: { label: 'Sneaky', type: 'group' } })).statusCode).toBe(403);
    expect((await call(admin, 'POST', '/admin/viewAs', { listIds: [crew] })).statusCode).toBe(403);
    // Another session of the same admin is not viewing as anyone.
    expect((await init(otherDevice)).viewAs).toBeNull();
    expect((await call(otherDevice, 'GET', '/admin/sections')).statusCode).toBe(200);

    const reset = await call(admin, 'POST', '/admin/reset');
    expect(reset.json<ViewAsReply>()).toEqual({ viewAs: null });
    expect(await storedViewAs(admin)).toBeNull();
    const back = await init(admin);
    expect(back.viewAs).toBeNull();
    expect(back.user.isAdmin).toBe(true);
    expect((await call(admin, 'GET', '/admin/sections')).statusCode).toBe(200);
    expect(await directoryBlocks(admin)).not.toContain('crew-only');
  });

  it('refuses members (403) and changes nothing', async () => {
    const admin = await sessionToken(current(), ADMIN);
    const member = await sessionToken(current(), MEMBER);
    const crew = await crewId(admin);
    const tried = await call(member, 'POST', '/admin/viewAs', { listIds: [crew] });
    expect(tried.statusCode).toBe(403);
    expect(tried.json()).toMatchObject({ error: 'Forbidden' });
    expect(await storedViewAs(member)).toBeNull();
    expect((await call(member, 'POST', '/admin/reset')).statusCode).toBe(403);
    expect((await init(member)).viewAs).toBeNull();
  });

  it('refuses unknown lists and empty choices with nothing changed', async () => {
    const admin = await sessionToken(current(), ADMIN);
    const unknown = await call(admin, 'POST', '/admin/viewAs', { listIds: [987654] });
    expect(unknown.statusCode).toBe(404);
    expect((await call(admin, 'POST', '/admin/viewAs', { listIds: [] })).statusCode).toBe(400);
    expect(await storedViewAs(admin)).toBeNull();
    expect((await init(admin)).user.isAdmin).toBe(true);
  });

  it('gives someone allowed view-as through a list nothing they do not hold, even as an admin list', async () => {
    const admin = await sessionToken(current(), ADMIN);
    const create = async (label: string) => (await call(admin, 'PUT', '/userLists', { userList: { label, type: 'group' } })).json<UserList>().id;
    const stewards = await create('View-as stewards');
    const bosses = await create('Bosses');
    const memberId = (await current().db.selectFrom('accounts').select('id').where('email', '=', MEMBER).executeTakeFirstOrThrow()).id;
    expect((await call(admin, 'POST', `/userLists/${stewards}/users`, { accounts: [memberId] })).statusCode).toBe(200);
    for (const path of [`${stewards}/allowViewAs/true`, `${stewards}/accessUsersLists/true`, `${stewards}/allowPermissions/true`, `${bosses}/isAdmin/true`]) {
      expect((await call(admin, 'POST', `/userLists/admin/${path}`)).statusCode, path).toBe(200);
    }
    const member = await sessionToken(current(), MEMBER);
    expect((await call(member, 'POST', '/admin/viewAs', { listIds: [bosses, stewards] })).statusCode).toBe(200);

    const viewing = await init(member);
    expect(viewing.viewAs?.listIds).toEqual([stewards, bosses]);
    expect(viewing.user.isAdmin).toBe(false);
    expect(viewing.visiblePermissions).toEqual(['allowViewAs']);
    expect((await call(member, 'GET', '/admin/sections')).statusCode).toBe(403);
    expect((await call(member, 'GET', '/admin/users')).statusCode).toBe(403);
    expect((await call(member, 'POST', '/userLists/admin/countUsers', { listIds: [stewards], states: ['accepted'] })).statusCode).toBe(200);
    expect((await call(member, 'POST', '/admin/reset')).statusCode).toBe(200);
    expect((await init(member)).viewAs).toBeNull();
    await call(admin, 'DELETE', `/userLists/${stewards}/${memberId}`);
  });
});
