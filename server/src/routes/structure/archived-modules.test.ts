import type { BlockListReply, InitReply, Module, Page } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../operations/actor.ts';
import { createBlock } from '../../operations/structure/create-block.ts';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';

// Issue 8, finding 10: the fixture's module 'archive' (page 'old') is archived.
describeAppOnEachDatabase('archived modules', (current) => {
  const headers: Record<string, { authorization: string }> = {};
  let oldPageId: number;
  let blockIdOnOldPage: number;
  beforeAll(async () => {
    const { app, db } = current();
    for (const email of ['member@fixture.test', 'editor@fixture.test', 'admin@fixture.test']) headers[email] = bearer(await loginToken(app, email));
    const old = await db.selectFrom('pages').innerJoin('modules', 'modules.id', 'pages.moduleId')
      .select('pages.id').where('modules.slug', '=', 'archive').where('pages.slug', '=', 'old').executeTakeFirstOrThrow();
    oldPageId = old.id;
    // The fixture's archived page has no blocks: give it one, as an archive would have.
    const block = await createBlock({ db, changes: current().changes }, SYSTEM_ACTOR, { pageId: oldPageId, key: 'old-note', type: 'heading', data: { options: { text: 'Old news', level: 2 } } });
    blockIdOnOldPage = block.id;
  });
  const get = (email: string, url: string) => current().app.inject({ url: `/api/v1${url}`, headers: headers[email] });

  it('are 404 for members by slug, on both paths', async () => {
    for (const url of ['/structure/archive', '/structure/module/slug/archive']) {
      const response = await get('member@fixture.test', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not Found', message: 'That module does not exist, sorry for any inconvenience caused.' });
    }
  });

  it('have pages that are 404 for members', async () => {
    const response = await get('member@fixture.test', `/structure/page/${oldPageId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json<{ error: string }>().error).toBe('Not Found');
  });

  it('have blocks that members cannot load', async () => {
    const one = await get('member@fixture.test', `/structure/block/${blockIdOnOldPage}`);
    expect(one.statusCode).toBe(404);
    const several = await current().app.inject({
      method: 'POST', url: '/api/v1/structure/block/loadMultiple', headers: headers['member@fixture.test'], payload: { ids: [blockIdOnOldPage] },
    });
    expect(several.json<BlockListReply>().blocks).toEqual([]);
  });

  it('are absent from /init, even when its first page is asked for', async () => {
    const opts = encodeURIComponent(JSON.stringify({ moduleSlug: 'archive', pageSlug: 'old' }));
    const reply = (await get('member@fixture.test', `/init?opts=${opts}`)).json<InitReply>();
    expect(reply.structure.modules.map((module) => module.slug)).not.toContain('archive');
    expect(reply.page).toBeNull();
  });

  it.each(['editor@fixture.test', 'admin@fixture.test'])('stay readable for %s, who may bring them back', async (email) => {
    const module = await get(email, '/structure/archive');
    expect(module.statusCode).toBe(200);
    expect(module.json<Module>()).toMatchObject({ slug: 'archive', archived: true });
    const page = await get(email, `/structure/page/${oldPageId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<Page>().blocks.map((block) => block.id)).toEqual([blockIdOnOldPage]);
    expect((await get(email, `/structure/block/${blockIdOnOldPage}`)).statusCode).toBe(200);
  });
});
