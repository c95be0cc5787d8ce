// Server-side visibility (issue 7 acceptance): a block visible only to one list's members is
// sent to nobody else — its id appears nowhere in the reply.
import type { Block, InitReply, Page } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../operations/actor.ts';
import { addListMembership } from '../../operations/lists/add-list-membership.ts';
import { accountIdOf, bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

/** Every block id a page reply names: blocks, children, positions, the modal. */
function idsNamedIn(page: Page): number[] {
  return [
    ...page.blocks.flatMap((block) => [block.id, ...(block.children ?? []), ...Object.values(block.positions ?? {}).flat()]),
    ...Object.values(page.positions).flat(),
    ...(page.relatedBlocks?.modal === undefined ? [] : [page.relatedBlocks.modal]),
  ].filter((id): id is number => id !== undefined);
}

describeAppOnEachDatabase('server-side visibility', (current) => {
  let as: Record<'admin' | 'editor' | 'member', { authorization: string }>;
  let pageId: number;
  let ids: Record<'crewOnly' | 'crewRota' | 'crewOrForm' | 'layout', number>;
  beforeAll(async () => {
    const { app, db } = current();
    const signIn = async (role: string) => bearer(await loginToken(app, `${role}@fixture.test`));
    as = { admin: await signIn('admin'), editor: await signIn('editor'), member: await signIn('member') };
    pageId = (await db.selectFrom('pages').select('id').where('key', '=', 'directory').executeTakeFirstOrThrow()).id;
    const idOf = async (key: string) => (await db.selectFrom('blocks').select('id').where('pageId', '=', pageId).where('key', '=', key).executeTakeFirstOrThrow()).id;
    ids = { crewOnly: await idOf('crew-only'), crewRota: await idOf('crew-rota'), crewOrForm: await idOf('crew-or-form'), layout: await idOf('layout') };
  });
  const get = (url: string, headers: { authorization: string }) => current().app.inject({ url: `/api/v1${url}`, headers });
  const page = async (headers: { authorization: string }, query = '') => {
    const response = await get(`/structure/page/${pageId}${query}`, headers);
    expect(response.statusCode).toBe(200);
    expectMatchesSchema(response.json(), 'page');
    return { page: response.json<Page>(), body: response.body };
  };

  it("leaves a list's block, and what is nested in it, out of the page for a member outside the list", async () => {
    const { page: reply, body } = await page(as.member);
    expect(idsNamedIn(reply)).not.toContain(ids.crewOnly);
    expect(idsNamedIn(reply)).not.toContain(ids.crewRota);
    expect(body).not.toMatch(/crew-only|crew-rota|Crew rota/);
    expect(reply.blocks.find((block) => block.id === ids.layout)?.positions).toEqual({ 'col-0': [], 'col-1': [ids.crewOrForm] });
  });

  it('leaves the rules only the browser can decide, and no list ids, in what it sends', async () => {
    const { page: reply } = await page(as.member);
    expect(reply.blocks.find((block) => block.id === ids.crewOrForm)?.visibility?.rules).toEqual({
      logicalOperator: 'any', children: [{ kind: 'formField', path: 'volunteer', value: true, inverted: false }],
    });
  });

  it("leaves it out of /init's page, of GET block and of loadMultiple", async () => {
    const init = await get(`/init?opts=${encodeURIComponent('{"moduleSlug":"members","pageSlug":"directory"}')}`, as.member);
    expect(idsNamedIn(init.json<InitReply>().page!)).not.toContain(ids.crewOnly);
    expect((await get(`/structure/block/${ids.crewOnly}`, as.member)).statusCode).toBe(404);
    expect((await get(`/structure/block/${ids.crewRota}`, as.member)).statusCode).toBe(404);
    const several = await current().app.inject({
      method: 'POST', url: '/api/v1/structure/block/loadMultiple', headers: as.member, payload: { ids: [ids.crewRota, ids.layout, ids.crewOnly] },
    });
    expect(several.json<{ blocks: Block[] }>().blocks.map((block) => block.id)).toEqual([ids.layout]);
  });

  it('gives everything to an admin in edit mode, and refuses edit mode to members', async () => {
    expect(idsNamedIn((await page(as.admin)).page)).not.toContain(ids.crewOnly); // outside edit mode the rules apply to admins too
    const { page: editing } = await page(as.admin, '?editMode=true');
    expect(idsNamedIn(editing)).toEqual(expect.arrayContaining([ids.crewOnly, ids.crewRota]));
    expect(editing.blocks.find((block) => block.id === ids.crewOnly)?.visibility?.rules).toBeDefined();
    expect((await get(`/structure/block/${ids.crewOnly}?editMode=true`, as.editor)).statusCode).toBe(200);
    const refused = await get(`/structure/page/${pageId}?editMode=true`, as.member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Forbidden', message: 'Only people who may edit pages can load them in edit mode.' });
  });

  it('gives the block to a member of the list as soon as they join, without the decided rules', async () => {
    const { db, changes } = current();
    await addListMembership({ db, changes }, SYSTEM_ACTOR, {
      userListId: (await db.selectFrom('userLists').select('id').where('key', '=', 'crew').executeTakeFirstOrThrow()).id,
      accountId: await accountIdOf(db, 'member@fixture.test'),
      state: 'accepted',
    });
    const { page: reply } = await page(as.member);
    expect(idsNamedIn(reply)).toEqual(expect.arrayContaining([ids.crewOnly, ids.crewRota]));
    for (const id of [ids.crewOnly, ids.crewOrForm]) {
      const visibility = reply.blocks.find((block) => block.id === id)?.visibility;
      expect(visibility?.mode).toBe('advanced');
      expect(visibility).not.toHaveProperty('rules');
    }
    expect((await get(`/structure/block/${ids.crewRota}`, as.member)).statusCode).toBe(200);
  });

  it('serves a page without rule trees as the cached object', async () => {
    const welcome = (await current().db.selectFrom('pages').select('id').where('key', '=', 'welcome').executeTakeFirstOrThrow()).id;
    const [first, second] = [(await get(`/structure/page/${welcome}`, as.member)).body, (await get(`/structure/page/${welcome}`, as.admin)).body];
    expect(first).toBe(second);
  });
});
