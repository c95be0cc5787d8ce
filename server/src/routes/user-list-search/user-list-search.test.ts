import type { UserListSearchReply } from '@tessera/schemas';
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
});
