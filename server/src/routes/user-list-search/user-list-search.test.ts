import type { UserListGetSomeReply, UserListSearchReply } from '@tessera/schemas';
import { expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('user list search', (current) => {
  const searchAs = async (email: string, query: string) => current().app.inject({ url: `/api/v1/userLists/search?${query}`, headers: bearer(await loginToken(current().app, email)) });
  const labels = async (email: string, query: string) => (await searchAs(email, query)).json<UserListSearchReply>().userLists.map((list) => list.label);

  it('finds lists by every word of their label, any case, for elevated users and admins', async () => {
    const response = await searchAs('editor@fixture.test', 'text=CR');
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(response.json(), 'api/user-list-search', 'userListSearchReply');
    expect(response.json<UserListSearchReply>().userLists).toEqual([{ id: expect.any(Number), label: 'Crew', type: 'group' }]);
    expect(await labels('admin@fixture.test', 'text=crew')).toEqual(['Crew']);
    expect(await labels('admin@fixture.test', 'text=crew%20x')).toEqual([]);
    expect(await labels('admin@fixture.test', 'text=%25')).toEqual([]);
  });

  it('gives other members nothing', async () => {
    expect(await labels('member@fixture.test', 'text=crew')).toEqual([]);
  });

  it('400s an empty or long text and a limit over 20', async () => {
    expect((await searchAs('admin@fixture.test', 'text=')).statusCode).toBe(400);
    expect((await searchAs('admin@fixture.test', `text=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await searchAs('admin@fixture.test', 'text=a&limit=21')).statusCode).toBe(400);
  });

  const getSomeAs = async (email: string, payload: object) =>
    current().app.inject({ method: 'POST', url: '/api/v1/userLists/getSome', headers: bearer(await loginToken(current().app, email)), payload });

  it('POST /userLists/getSome reads lists by id, in the order asked, each once, unknown ids left out', async () => {
    const [crew] = (await (await searchAs('admin@fixture.test', 'text=crew')).json<UserListSearchReply>()).userLists;
    const other = await current().db.insertInto('userLists')
      .values({ key: 'get-some-board', label: 'Board', type: 'group', capacity: null, entityId: null, connectionId: null })
      .returning('id').executeTakeFirstOrThrow();
    const response = await getSomeAs('editor@fixture.test', { userListIds: [other.id, crew!.id, 999_999, other.id] });
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(response.json(), 'api/user-list-search', 'userListGetSomeReply');
    expect(response.json<UserListGetSomeReply>().userLists.map((list) => list.id)).toEqual([other.id, crew!.id]);
    expect(response.json<UserListGetSomeReply>().userLists[1]).toEqual(crew);
    expect((await getSomeAs('admin@fixture.test', { userListIds: [] })).json()).toEqual({ userLists: [] });
  });

  it('POST /userLists/getSome gives other members nothing, and 400s a body that is not a list of ids', async () => {
    const ids = (await current().db.selectFrom('userLists').select('id').execute()).map((list) => list.id);
    expect((await getSomeAs('member@fixture.test', { userListIds: ids })).json()).toEqual({ userLists: [] });
    for (const payload of [{}, { userListIds: 'crew' }, { userListIds: [0] }, { userListIds: Array.from({ length: 101 }, (_, i) => i + 1) }, { userListIds: [1], extra: true }]) {
      expect((await getSomeAs('admin@fixture.test', payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
  });
});
