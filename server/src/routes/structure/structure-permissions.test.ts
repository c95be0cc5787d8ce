import type { ItemPermissionsReply, PermissionsReply, StructurePermissionsReply } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { structureDump } from '../../testing/structure-dump.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

describeAppOnEachDatabase('structure permissions', (current) => {
  let as: Record<'admin' | 'editor' | 'member', { authorization: string }>;
  let ids: { home: number; about: number; directory: number; member: number; crew: number };
  const call = (method: 'GET' | 'POST', url: string, headers: { authorization: string }, payload?: object) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
  const rename = (pageId: number, value: string) => call('POST', `/structure/page/${pageId}/property`, as.member, { key: 'name', value });

  beforeAll(async () => {
    const { app, db } = current();
    const signIn = async (role: string) => bearer(await loginToken(app, `${role}@fixture.test`));
    as = { admin: await signIn('admin'), editor: await signIn('editor'), member: await signIn('member') };
    const idOf = async (table: 'modules' | 'pages' | 'userLists', key: string) => (await db.selectFrom(table).select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
    ids = {
      home: await idOf('modules', 'home'), about: await idOf('pages', 'about'), directory: await idOf('pages', 'directory'),
      member: await accountIdOf(db, 'member@fixture.test'), crew: await idOf('userLists', 'crew'),
    };
  });

  it('shows editors and admins the grants the site files gave, and members none', async () => {
    const all = (await call('GET', '/structure/permissions', as.editor)).json<StructurePermissionsReply>();
    expectMatchesSchema(all, 'api/structure-permissions', 'structurePermissionsReply');
    expect(all.items.map((entry) => entry.item)).toContainEqual({ kind: 'module', id: ids.home });
    const home = (await call('GET', `/structure/permissions/${ids.home}?kind=module`, as.admin)).json<ItemPermissionsReply>();
    expect(home.permissions).toContainEqual(expect.objectContaining({ action: 'manageSettings', subject: 'items.pages' }));
    expect((await call('GET', `/structure/permissions/${ids.home}?kind=module`, as.member)).json()).toEqual({ item: { kind: 'module', id: ids.home }, permissions: [] });
  });

  it('grants a member the settings of one page: the member may change it at once, and no other page', async () => {
    expect((await rename(ids.about, 'Ours')).statusCode).toBe(403);
    const body = { permissions: [{ action: 'manageSettings', to: { kind: 'account', id: ids.member } }] };
    const response = await call('POST', `/structure/permissions/${ids.about}?kind=page`, as.admin, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ item: { kind: 'page', id: ids.about }, ...body });
    expect((await rename(ids.about, 'Ours')).statusCode).toBe(200);
    expect((await rename(ids.directory, 'Ours')).statusCode).toBe(403);
    const permissions = (await call('GET', '/user/permissions', as.member)).json<PermissionsReply>();
    expect(permissions.visiblePermissions).toEqual(['manageSettings']);
    expect(permissions.permissions).toContainEqual({ action: 'manageSettings', subject: 'items.pages', subjectId: ids.about });
    // Taking the grants away takes the right away.
    await call('POST', `/structure/permissions/${ids.about}?kind=page`, as.admin, { permissions: [] });
    expect((await rename(ids.about, 'Theirs')).statusCode).toBe(403);
  });

  it("grants a user list's accepted members the pages of a module", async () => {
    const body = { permissions: [{ action: 'manageSettings', to: { kind: 'userList', id: ids.crew }, subject: 'items.pages' }] };
    expect((await call('POST', `/structure/permissions/${ids.home}?kind=module`, as.admin, body)).statusCode).toBe(200);
    expect((await rename(ids.about, 'Crew page')).statusCode).toBe(403);
    await current().db.insertInto('listMemberships').values({ userListId: ids.crew, accountId: ids.member, state: 'accepted' }).execute();
    current().changes.announce([{ scope: 'account', accountId: ids.member }]);
    expect((await rename(ids.about, 'Crew page')).statusCode).toBe(200);
    expect((await rename(ids.directory, 'Crew page')).statusCode).toBe(403);
  });

  it('refuses what the item cannot hold, holders that do not exist, unknown items, and those without managePermissions', async () => {
    const before = await structureDump(current().db);
    const to = { kind: 'account', id: ids.member };
    for (const [url, headers, payload, status] of [
      [`/structure/permissions/${ids.about}?kind=page`, as.admin, { permissions: [{ action: 'update', to, subject: 'items.pages' }] }, 400],
      [`/structure/permissions/${ids.about}?kind=page`, as.admin, { permissions: [{ action: 'update', to: { kind: 'account', id: 2147483647 } }] }, 400],
      [`/structure/permissions/${ids.about}?kind=page`, as.admin, { permissions: [{ action: 'explode', to }] }, 400],
      [`/structure/permissions/${ids.about}`, as.admin, { permissions: [] }, 400],
      ['/structure/permissions/2147483647?kind=block', as.admin, { permissions: [] }, 404],
      [`/structure/permissions/${ids.home}?kind=module`, as.editor, { permissions: [] }, 403],
    ] as const) {
      const response = await call('POST', url, headers, payload);
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}: ${response.body}`).toBe(status);
    }
    expect(await structureDump(current().db)).toBe(before);
  });
});
