import type { AdminUsersReply } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { bearer, sessionToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('GET /admin/users', (current) => {
  const users = async (email: string, query = '') =>
    current().app.inject({ url: `/api/v1/admin/users${query}`, headers: bearer(await sessionToken(current(), email)) });

  it('lists every member for admins, by last name, with their lists and states', async () => {
    const crew = await current().db.selectFrom('userLists').select('id').where('key', '=', 'crew').executeTakeFirstOrThrow();
    const member = await current().db.selectFrom('accounts').select('id').where('email', '=', 'member@fixture.test').executeTakeFirstOrThrow();
    await current().db.insertInto('listMemberships').values({ accountId: member.id, userListId: crew.id, state: 'applied' }).execute();

    const response = await users('admin@fixture.test');
    expect(response.statusCode, response.body).toBe(200);
    const reply = response.json<AdminUsersReply>();
    expectMatchesSchema(reply, 'api/admin', 'adminUsersReply');
    expect(reply.total).toBe(3);
    expect(reply.users.map((user) => user.lastName)).toEqual(['Admin', 'Editor', 'Member']);
    const mira = reply.users.find((user) => user.email === 'member@fixture.test');
    expect(mira?.memberships).toEqual([{ userListId: crew.id, label: 'Crew', state: 'applied', hidden: false }]);
  });

  it('finds members by part of a name or email address, a page at a time', async () => {
    const found = (await users('admin@fixture.test', '?text=edit')).json<AdminUsersReply>();
    expect(found.users.map((user) => user.email)).toEqual(['editor@fixture.test']);
    const paged = (await users('admin@fixture.test', '?limit=2&page=2')).json<AdminUsersReply>();
    expect(paged).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(paged.users.map((user) => user.lastName)).toEqual(['Member']);
    expect((await users('admin@fixture.test', '?limit=500')).statusCode).toBe(400);
  });

  it.each(['member@fixture.test', 'editor@fixture.test'])('refuses %s (403): members\' data is not theirs to list', async (email) => {
    const response = await users(email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: 'Forbidden' });
  });
});
