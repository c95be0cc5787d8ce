// The member directory's search (issue 13): words typed as prefixes over public names and public
// profile values, the filter tree, pages with their total, and privacy: others' private values
// neither match nor come back, hidden memberships stay out of list filters.
import type { DirectoryFilter, DirectoryListsReply, DirectorySearchBody, DirectorySearchReply } from '@tessera/schemas';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

type Auth = { authorization: string };

/** Extra members, written straight to the tables: the database's triggers must index them all the same. */
const PEOPLE = [
  { email: 'tom@fixture.test', firstName: 'Tomasz', lastName: 'Nowak', profile: { city: 'Aberwen', skills: ['welding', 'lathe'], mentor: true, phone: '0777 123' } },
  { email: 'tam@fixture.test', firstName: 'Tamsin', lastName: 'Oakes', profile: { city: 'Porthaven', bio: 'Boat builder and rigger', mentor: false } },
  { email: 'zoe@fixture.test', firstName: 'Zoë', lastName: 'Abbott', profile: { city: 'Saint-Malo', mentor: true } },
];

describeAppOnEachDatabase('member directory', (current) => {
  let as: Record<'admin' | 'mira' | 'tom', Auth>;
  const ids: Record<string, number> = {};
  let crew: number;
  let makers: number;

  beforeAll(async () => {
    const { app, db } = current();
    for (const { email, firstName, lastName, profile } of PEOPLE) {
      const { id } = await db.insertInto('accounts').values({ email, isAdmin: false, isElevated: false, passwordHash: (await db.selectFrom('accounts').select('passwordHash').executeTakeFirstOrThrow()).passwordHash }).returning('id').executeTakeFirstOrThrow();
      await db.insertInto('profiles').values({ accountId: id, data: JSON.stringify({ profile: { firstName, lastName, ...profile }, meta: {} }) }).execute();
    }
    for (const email of ['admin', 'editor', 'member', 'tom', 'tam', 'zoe']) ids[email] = await accountIdOf(db, `${email}@fixture.test`);
    as = {
      admin: bearer(await loginToken(app, 'admin@fixture.test')),
      mira: bearer(await loginToken(app, 'member@fixture.test')),
      tom: bearer(await loginToken(app, 'tom@fixture.test')),
    };
    crew = (await db.selectFrom('userLists').select('id').where('key', '=', 'crew').executeTakeFirstOrThrow()).id;
    makers = (await db.insertInto('userLists').values({ key: 'makers', label: 'Makers', type: 'group', entityId: 7 }).returning('id').executeTakeFirstOrThrow()).id;
    // Crew: Tomasz and Tamsin, Zoë hidden; Makers (of entity 7): Mira, Tamsin only applied.
    await db.insertInto('listMemberships').values([
      { userListId: crew, accountId: ids.tom!, state: 'accepted' },
      { userListId: crew, accountId: ids.tam!, state: 'accepted' },
      { userListId: crew, accountId: ids.zoe!, state: 'accepted', hidden: true },
      { userListId: makers, accountId: ids.member!, state: 'accepted' },
      { userListId: makers, accountId: ids.tam!, state: 'applied' },
    ]).execute();
    // phone is a private data schema: others never read it.
    await db.insertInto('fields').values({ elementKey: 'phone', data: JSON.stringify({ key: 'phone', name: 'Phone', type: 'text', schema: { key: 'phone', type: 'string', source: 'profile', privacy: 'private' } }) }).execute();
  });

  const search = (headers: Auth, body: DirectorySearchBody) => current().app.inject({ method: 'POST', url: '/api/v1/profile/directory', headers, payload: body });
  const found = async (headers: Auth, body: DirectorySearchBody) => {
    const reply = await search(headers, body);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<DirectorySearchReply>();
  };
  const names = async (headers: Auth, body: DirectorySearchBody) => (await found(headers, body)).members.map((m) => m.profile.firstName);

  it('lists everyone by last then first name, with the name, avatar and asked-for values', async () => {
    const reply = await search(as.mira, { fields: ['city'] });
    expect(reply.statusCode).toBe(200);
    expectMatchesSchema(reply.json(), 'api/profile-directory', 'directorySearchReply');
    const { members, total } = reply.json<DirectorySearchReply>();
    expect(total).toBe(6);
    expect(members.map((m) => m.profile.lastName)).toEqual(['Abbott', 'Admin', 'Editor', 'Member', 'Nowak', 'Oakes']);
    expect(members.find((m) => m.accountId === ids.tom)!.profile).toEqual({ firstName: 'Tomasz', lastName: 'Nowak', city: 'Aberwen' });
  });

  it('finds members by the start of any word of their name or public values, every word typed, any case', async () => {
    expect(await names(as.mira, { text: 'TOM' })).toEqual(['Tomasz']);
    expect(await names(as.mira, { text: 'ta oak' })).toEqual(['Tamsin']);
    expect(await names(as.mira, { text: 'weld' })).toEqual(['Tomasz']);
    expect(await names(as.mira, { text: 'rigg' })).toEqual(['Tamsin']);
    expect(await names(as.mira, { text: 'malo' })).toEqual(['Zoë']);
    expect(await names(as.mira, { text: 'zoë' })).toEqual(['Zoë']);
    expect(await names(as.mira, { text: 'owak' })).toEqual([]);
    expect(await names(as.mira, { text: "'&|!:*" })).toHaveLength(6);
  });

  it("never matches nor returns another member's private values; the owner matches and reads their own", async () => {
    expect(await names(as.mira, { text: '0777' })).toEqual([]);
    const card = (await found(as.mira, { text: 'tomasz', fields: ['phone', 'city'] })).members[0]!;
    expect(card.profile).not.toHaveProperty('phone');
    // Admins too: the directory shows everyone as members see each other.
    expect(await names(as.admin, { text: '0777' })).toEqual([]);
    expect((await found(as.tom, { text: '0777', fields: ['phone'] })).members).toEqual([
      { accountId: ids.tom, profile: { firstName: 'Tomasz', lastName: 'Nowak', phone: '0777 123' } },
    ]);
  });

  it("follows a member's own privacy choice and a schema's privacy as soon as they change", async () => {
    const choose = (privacy: string) => current().app.inject({ method: 'POST', url: '/api/v1/profile/meta/privacy/data', headers: as.mira, payload: { key: 'city', privacy } });
    await current().db.insertInto('fields').values({ elementKey: 'city', data: JSON.stringify({ key: 'city', name: 'City', type: 'text', schema: { key: 'city', type: 'string', source: 'profile' } }) }).execute();
    expect(await names(as.tom, { text: 'brest' })).toEqual(['Mira']);
    expect((await choose('private')).statusCode).toBe(200);
    expect(await names(as.tom, { text: 'brest' })).toEqual([]);
    expect((await found(as.tom, { text: 'mira', fields: ['city'] })).members[0]!.profile).not.toHaveProperty('city');
    expect(await names(as.mira, { text: 'brest' })).toEqual(['Mira']);
    expect((await choose('public')).statusCode).toBe(200);
    expect(await names(as.tom, { text: 'brest' })).toEqual(['Mira']);
    // The schema made private, then public again: every member's row follows.
    await sql`update fields set data = jsonb_set(data, '{schema,privacy}', '"private"') where element_key = 'phone'`.execute(current().db);
    await sql`update fields set data = jsonb_set(data, '{schema,privacy}', '"public"') where element_key = 'phone'`.execute(current().db);
    expect(await names(as.mira, { text: '0777' })).toEqual(['Tomasz']);
    await sql`update fields set data = jsonb_set(data, '{schema,privacy}', '"private"') where element_key = 'phone'`.execute(current().db);
    expect(await names(as.mira, { text: '0777' })).toEqual([]);
  });

  it('filters by list, leaving hidden memberships out; hidden and visible counts them for those who may see them', async () => {
    expect(await names(as.mira, { filter: { type: 'userList', listIds: [crew] } })).toEqual(['Tomasz', 'Tamsin']);
    expect(await names(as.mira, { filter: { type: 'hiddenAndVisibleUserList', listIds: [crew] } })).toEqual(['Tomasz', 'Tamsin']);
    expect(await names(as.admin, { filter: { type: 'hiddenAndVisibleUserList', listIds: [crew] } })).toEqual(['Zoë', 'Tomasz', 'Tamsin']);
    expect(await names(as.admin, { filter: { type: 'userList', listIds: [crew] } })).toEqual(['Tomasz', 'Tamsin']);
    // Only accepted memberships count.
    expect(await names(as.mira, { filter: { type: 'userList', listIds: [makers] } })).toEqual(['Mira']);
    expect(await names(as.mira, { filter: { type: 'entityMembership', entityIds: [7] } })).toEqual(['Mira']);
    expect(await names(as.mira, { filter: { type: 'entityMembership', entityIds: [8] } })).toEqual([]);
  });

  it('combines filters and text with and/or, evaluating what does not exist yet honestly', async () => {
    const inCrew: DirectoryFilter = { type: 'userList', listIds: [crew] };
    const mentor: DirectoryFilter = { type: 'bool', key: 'mentor', value: true };
    expect(await names(as.mira, { filter: { operator: 'and', filters: [inCrew, mentor] } })).toEqual(['Tomasz']);
    expect(await names(as.mira, { filter: { operator: 'or', filters: [inCrew, mentor] } })).toEqual(['Zoë', 'Tomasz', 'Tamsin']);
    expect(await names(as.mira, { text: 'ta', filter: { operator: 'or', filters: [inCrew, mentor] } })).toEqual(['Tamsin']);
    expect(await names(as.mira, { filter: { type: 'bool', key: 'mentor', value: false } })).toEqual(['Ada', 'Eddie', 'Mira', 'Tamsin']);
    expect(await names(as.mira, { filter: { operator: 'and', filters: [{ type: 'hasMemberships', value: true }, { operator: 'or', filters: [mentor, { type: 'userList', listIds: [makers] }] }] } })).toEqual(['Mira', 'Tomasz']);
    expect(await names(as.mira, { filter: { type: 'hasMemberships', value: false } })).toEqual(['Zoë', 'Ada', 'Eddie']);
    expect(await names(as.mira, { filter: { type: 'hasConnections', value: true } })).toEqual([]);
    expect((await found(as.mira, { filter: { type: 'hasConnections', value: false } })).total).toBe(6);
    expect(await names(as.mira, { filter: { type: 'definitionId', definitionIds: [1] } })).toEqual([]);
    expect(await names(as.mira, { filter: { operator: 'or', filters: [{ type: 'definitionId', definitionIds: [1] }, mentor] } })).toEqual(['Zoë', 'Tomasz']);
  });

  it('pages the matches with the total of them all', async () => {
    const first = await found(as.mira, { limit: 4 });
    const second = await found(as.mira, { limit: 4, page: 2 });
    expect([first.total, first.page, first.limit, first.members.length]).toEqual([6, 1, 4, 4]);
    expect([second.total, second.page, second.members.length]).toEqual([6, 2, 2]);
    expect(new Set([...first.members, ...second.members].map((m) => m.accountId)).size).toBe(6);
    expect(await found(as.mira, { limit: 4, page: 3 })).toMatchObject({ total: 6, members: [] });
  });

  it('refuses a bad body with 400 and a message, and answers only the signed-in', async () => {
    const bad: unknown[] = [
      { filter: { type: 'nearby' } },
      { filter: { type: 'userList', listIds: [] } },
      { filter: { type: 'bool', key: 'a.b', value: true } },
      { filter: { operator: 'xor', filters: [{ type: 'hasMemberships', value: true }] } },
      { limit: 51 }, { page: 0 }, { text: 'x'.repeat(101) }, { fields: ['a', 'a'] }, { sort: 'name' },
    ];
    for (const body of bad) {
      const reply = await current().app.inject({ method: 'POST', url: '/api/v1/profile/directory', headers: as.mira, payload: body as object });
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json<{ message: string }>().message).toBeTruthy();
    }
    let deep: DirectoryFilter = { type: 'hasMemberships', value: true };
    for (let level = 0; level < 5; level++) deep = { operator: 'and', filters: [deep] };
    const tooDeep = await search(as.mira, { filter: deep });
    expect(tooDeep.statusCode).toBe(400);
    expect(tooDeep.json<{ message: string }>().message).toBe('Filter groups nest at most 4 deep.');
    expect((await current().app.inject({ method: 'POST', url: '/api/v1/profile/directory', payload: {} })).statusCode).toBe(401);
  });

  it('reads the lists a directory block offers by key', async () => {
    const reply = await current().app.inject({ method: 'POST', url: '/api/v1/profile/directory/lists', headers: as.mira, payload: { keys: ['makers', 'nope', 'crew', 'makers'] } });
    expect(reply.statusCode).toBe(200);
    expectMatchesSchema(reply.json(), 'api/profile-directory', 'directoryListsReply');
    expect(reply.json<DirectoryListsReply>().lists).toEqual([{ id: makers, key: 'makers', label: 'Makers' }, { id: crew, key: 'crew', label: 'Crew' }]);
  });

  it('forgets a deleted account', async () => {
    const deleted = await current().app.inject({ method: 'DELETE', url: `/api/v1/profile/${ids.zoe}`, headers: as.admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await names(as.mira, { text: 'zo' })).toEqual([]);
    const rows = await current().db.selectFrom('profileSearch').select('accountId').where('accountId', '=', ids.zoe!).execute();
    expect(rows).toEqual([]);
  });
});
