import type { ProfileSearchReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('profile search', (current) => {
  let headers: { authorization: string };
  beforeAll(async () => {
    headers = bearer(await loginToken(current().app, 'member@fixture.test'));
  });
  const search = (query: string) => current().app.inject({ url: `/api/v1/profile/search?${query}`, headers });
  const names = async (query: string) => (await search(query)).json<ProfileSearchReply>().profiles.map((hit) => `${hit.firstName} ${hit.lastName}`);

  it('finds members whose first or last name holds every word, any case, by last name', async () => {
    const response = await search('text=ED');
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(response.json(), 'api/profile-search', 'profileSearchReply');
    expect(await names('text=ED')).toEqual(['Eddie Editor']);
    expect(await names('text=i')).toEqual(['Ada Admin', 'Eddie Editor', 'Mira Member']);
    expect(await names('text=mira%20mem')).toEqual(['Mira Member']);
    expect(await names('text=mira%20admin')).toEqual([]);
  });

  it('puts first names starting with the first word first, then last names, then the rest', async () => {
    expect(await names('text=m')).toEqual(['Mira Member', 'Ada Admin']);
    expect(await names('text=a')).toEqual(['Ada Admin', 'Mira Member']);
    expect(await names('text=me')).toEqual(['Mira Member']);
  });

  it('returns only the account and the name, never matching e-mail addresses', async () => {
    const { profiles } = (await search('text=Ada')).json<ProfileSearchReply>();
    expect(Object.keys(profiles[0]!).sort()).toEqual(['accountId', 'firstName', 'lastName']);
    expect(await names('text=fixture.test')).toEqual([]);
  });

  it('takes wildcards literally and bounds the answer', async () => {
    expect(await names('text=%25')).toEqual([]);
    expect(await names('text=_')).toEqual([]);
    expect(await names('text=i&limit=1')).toEqual(['Ada Admin']);
  });

  it('400s an empty or long text and a limit over 20', async () => {
    expect((await search('text=')).statusCode).toBe(400);
    expect((await search(`text=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect((await search('text=a&limit=21')).statusCode).toBe(400);
    expect((await search('limit=5')).statusCode).toBe(400);
  });

  it('answers only the signed-in', async () => {
    expect((await current().app.inject({ url: '/api/v1/profile/search?text=a' })).statusCode).toBe(401);
  });
});
