import type { Block, BlockRemovalReply, BlockSearchReply, Page } from '@tessera/schemas';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Change } from '../../operations/context.ts';
import { purgeDeletedBlocks } from '../../operations/structure/blocks/purge-deleted-blocks.ts';
import { bearer, loginToken } from '../../testing/auth-helpers.ts';
import { expectMatchesSchema } from '../../testing/schema-assertions.ts';
import { describeAppOnEachDatabase } from '../../testing/test-app.ts';
import { structureDump } from '../../testing/structure-dump.ts';

type Role = 'admin' | 'editor' | 'member';

describeAppOnEachDatabase('structure: blocks', (current) => {
  let as: Record<Role, { authorization: string }>;
  let welcome: number;
  let about: number;
  const announced: Change[] = [];
  beforeAll(async () => {
    const { app, db, changes } = current();
    const signIn = async (role: Role) => bearer(await loginToken(app, `${role}@fixture.test`));
    as = { admin: await signIn('admin'), editor: await signIn('editor'), member: await signIn('member') };
    const pageId = async (key: string) => (await db.selectFrom('pages').select('id').where('key', '=', key).executeTakeFirstOrThrow()).id;
    welcome = await pageId('welcome');
    about = await pageId('about');
    changes.subscribe('clients', (batch) => announced.push(...batch));
  });
  const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, headers = as.admin) =>
    current().app.inject({ method, url: `/api/v1${url}`, headers, ...(payload && { payload }) });
  const id = async (key: string, pageId = welcome) =>
    (await current().db.selectFrom('blocks').select('id').where('key', '=', key).where('pageId', '=', pageId).executeTakeFirstOrThrow()).id;
  const editPage = async (pageId = welcome) => (await call('GET', `/structure/page/${pageId}?editMode=true`)).json<Page>();
  const memberPage = async (pageId = welcome) => (await call('GET', `/structure/page/${pageId}`, undefined, as.member)).json<Page>();
  const blockOn = (page: Page, blockId: number) => page.blocks.find((block) => block.id === blockId);
  /** The page's layout and blocks as a revert must restore them: no revisions. */
  const layoutOf = (page: Page) => ({ positions: page.positions, blocks: page.blocks.map(({ revision: _r, ...block }) => block) });

  describe('templates, list and search', () => {
    it('offers each block type with its defaults to editors, and nothing to members', async () => {
      const reply = await call('GET', '/structure/block/templates', undefined, as.editor);
      expect(reply.statusCode).toBe(200);
      expectMatchesSchema(reply.json(), 'api/structure-blocks', 'blockTemplatesReply');
      expect(reply.json<{ templates: { type: string }[] }>().templates.map((t) => t.type)).toEqual(expect.arrayContaining(['heading', 'columns', 'tabs', 'richText']));
      expect((await call('GET', '/structure/block/templates', undefined, as.member)).statusCode).toBe(403);
    });

    it('lists blocks a page at a time (defaults page 1, limit 10) and searches by words, type and page with usages', async () => {
      const list = (await call('GET', '/structure/block')).json<BlockSearchReply>();
      expect(list).toMatchObject({ page: 1, limit: 10 });
      expect(list.total).toBeGreaterThanOrEqual(7);
      const found = await call('GET', `/structure/block/search?query=intro&type=columns&pageId=${welcome}&withUsages=true`);
      expect(found.statusCode).toBe(200);
      expectMatchesSchema(found.json(), 'api/structure-blocks', 'blockSearchReply');
      expect(found.json<BlockSearchReply>().results).toEqual([{
        block: expect.objectContaining({ key: 'intro' }),
        usages: [{ pageId: welcome, parentType: 'page', parentId: welcome, col: 0, index: 1 }],
      }]);
      expect((await call('GET', '/structure/block/search?limit=101')).statusCode).toBe(400);
      expect((await call('GET', '/structure/block/search', undefined, as.member)).statusCode).toBe(403);
    });
  });

  describe('create', () => {
    it('creates a block at an index of the page and announces it', async () => {
      announced.length = 0;
      const reply = await call('PUT', '/structure/block', { pageId: welcome, index: 1, block: { type: 'heading', options: { text: 'Hello', level: 2 } } });
      expect(reply.statusCode).toBe(200);
      const block = reply.json<Block>();
      expectMatchesSchema(block, 'block');
      expect(block).toMatchObject({ type: 'heading', pageId: welcome, options: { text: 'Hello', level: 2 } });
      expect((await editPage()).positions['col-0']?.[1]).toBe(block.id);
      expect(blockOn(await memberPage(), block.id)).toBeDefined();
      expect(announced).toContainEqual({ scope: 'structure', items: expect.arrayContaining([{ kind: 'page', id: welcome, moduleId: expect.any(Number) }]) });
    });

    it("creates into a block's column, with the type's defaults when asked", async () => {
      const intro = await id('intro');
      const reply = await call('PUT', '/structure/block', { pageId: welcome, parentId: intro, colIndex: 1, index: 0, defaults: true, block: { type: 'heading', key: 'side-note' } });
      expect(reply.statusCode).toBe(200);
      expect(reply.json<Block>().options).toEqual({ text: '', level: 2 });
      expect(blockOn(await editPage(), intro)?.positions?.['col-1']).toEqual([reply.json<Block>().id, await id('hero')]);
    });

    it('wraps a block: a new tabs block takes its spot and holds it as its first tab', async () => {
      const target = (await call('PUT', '/structure/block', { pageId: about, block: { type: 'richText', title: 'Tab one', options: { html: '<p>1</p>' } } })).json<Block>();
      const reply = await call('PUT', '/structure/block', { pageId: about, asParentFor: target.id, block: { type: 'tabs', options: { tabStyle: 'horizontal' } } });
      expect(reply.statusCode).toBe(200);
      const tabs = reply.json<Block>();
      expect(tabs.children).toEqual([target.id]);
      expect((await editPage(about)).positions['col-0']).toEqual([await id('about-text', about), tabs.id]);
      const second = await call('PUT', '/structure/block', { pageId: about, parentId: tabs.id, block: { type: 'richText', title: 'Tab two', options: { html: '<p>2</p>' } } });
      expect(blockOn(await editPage(about), tabs.id)?.children).toEqual([target.id, second.json<Block>().id]);
    });

    it.each([
      ['an unknown parent', { parentId: 2147483000 }, 'There is no block 2147483000 on page'],
      ['a column past the last', { parentKey: 'intro', colIndex: 2 }, 'has 2 columns; there is no column 2.'],
      ['a page column past the last', { colIndex: 1 }, 'has 1 column; there is no column 1.'],
      ['an index out of range', { index: 99 }, 'Index 99 is out of range'],
      ['a block that holds no blocks', { parentKey: 'title' }, 'holds no blocks'],
      ['13 columns', { columns: Array(13).fill(1) }, 'Too many columns'],
      ['widths not summing to 12', { columns: [5, 5] }, 'All cols widths combined should equal 12'],
      ['an unknown type', { type: 'headnig' }, "Unknown block type 'headnig'. Did you mean 'heading'?"],
    ])('refuses %s with 400 and changes nothing', async (_name, { parentKey, type = 'columns', columns = [6, 6], ...spot }: Record<string, unknown>, message) => {
      const before = await structureDump(current().db);
      const parentId = parentKey ? await id(parentKey as string) : spot.parentId;
      const reply = await call('PUT', '/structure/block', { pageId: welcome, ...spot, ...(parentId !== undefined && { parentId }), block: { type, columns } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: 'Bad Request', message: expect.stringContaining(message as string) });
      expect(await structureDump(current().db)).toBe(before);
    });

    it('answers 404 for an unknown page and 403 for members, changing nothing', async () => {
      const before = await structureDump(current().db);
      expect((await call('PUT', '/structure/block', { pageId: 2147483000, block: { type: 'heading' } })).statusCode).toBe(404);
      expect((await call('PUT', '/structure/block', { pageId: welcome, block: { type: 'heading' } }, as.member)).statusCode).toBe(403);
      expect(await structureDump(current().db)).toBe(before);
    });
  });

  describe('update', () => {
    it('changes one block, several at once, and one property; a stale revision answers 409', async () => {
      const title = await id('title');
      const one = await call('POST', `/structure/block/${title}`, { block: { title: 'Greeting', options: { text: 'Welcome!', level: 1 } } }, as.editor);
      expect(one.statusCode).toBe(200);
      expect(one.json<Block>()).toMatchObject({ title: 'Greeting', options: { text: 'Welcome!', level: 1 } });
      const many = await call('POST', '/structure/block', { blocks: [{ id: title, showTitle: true }, { id: await id('hero'), title: 'Photo' }] });
      expect(many.json<{ blocks: Block[] }>().blocks.map((b) => b.title)).toEqual(['Greeting', 'Photo']);
      const property = await call('POST', `/structure/block/${await id('intro')}/property`, { key: 'columns', value: [6, 6] });
      expect(property.json<Block>().columns).toEqual([6, 6]);
      const stale = await call('POST', `/structure/block/${title}/property`, { key: 'title', value: 'Old', revision: 1 });
      expect(stale.statusCode).toBe(409);
    });

    it.each([
      ['columns widths', { key: 'columns', value: [4, 4] }, 'All cols widths combined should equal 12'],
      ['too many columns', { key: 'columns', value: Array(13).fill(1) }, 'Too many columns'],
      ['columns dropping a column that holds blocks', { key: 'columns', value: [12] }, 'Column col-1 of block'],
      ['an option of the wrong type', { key: 'options', value: 'big' }, 'block/options must be object'],
    ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
      const before = await structureDump(current().db);
      const reply = await call('POST', `/structure/block/${await id('intro')}/property`, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ message: string }>().message).toContain(message);
      expect(await structureDump(current().db)).toBe(before);
    });

    it('refuses changing where blocks sit through an update, and members', async () => {
      const intro = await id('intro');
      expect((await call('POST', `/structure/block/${intro}`, { block: { children: [1] } })).statusCode).toBe(400);
      expect((await call('POST', `/structure/block/${intro}`, { block: { type: 'heading' } })).statusCode).toBe(400);
      expect((await call('POST', `/structure/block/${intro}`, { block: { title: 'x' } }, as.member)).statusCode).toBe(403);
      expect((await call('POST', '/structure/block/2147483000', { block: { title: 'x' } })).statusCode).toBe(404);
    });
  });

  describe('delete and revert', () => {
    it('deletes a block everywhere: gone for members at once; the token restores position, children and fields exactly', async () => {
      const intro = await id('intro');
      const introText = await id('intro-text');
      const before = layoutOf(await editPage());
      const reply = await call('DELETE', `/structure/block/${intro}`, undefined, as.editor);
      expect(reply.statusCode).toBe(200);
      expectMatchesSchema(reply.json(), 'api/structure-blocks', 'blockRemovalReply');
      const { token, expiresAt } = reply.json<Required<BlockRemovalReply>>();
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(30_000);
      const seen = await memberPage();
      expect(seen.positions['col-0']).not.toContain(intro);
      expect(seen.blocks.map((b) => b.id)).not.toContain(introText);
      expect((await call('GET', `/structure/block/${introText}`, undefined, as.member)).statusCode).toBe(404);
      expect((await call('POST', `/structure/block/${intro}`, { block: { title: 'x' } })).statusCode).toBe(404);

      expect((await call('POST', '/structure/revert', { token }, as.member)).statusCode).toBe(403);
      const reverted = await call('POST', '/structure/revert', { token }, as.editor);
      expect(reverted.statusCode).toBe(200);
      expect(reverted.json()).toEqual({ blockId: intro, pageId: welcome });
      expect(layoutOf(await editPage())).toEqual(before);
      const again = await call('POST', '/structure/revert', { token });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ error: 'Bad Request', message: 'This revert token is unknown or has expired.' });
    });

    it('removes a block from one spot; from its last spot it is deleted, with a revert token', async () => {
      const hero = await id('hero');
      const intro = await id('intro');
      // A copy: the same block in one more spot of the page.
      expect((await call('POST', '/structure/block/clone', { action: 'copy', ids: [hero], pageId: welcome, to: { parentType: 'page', parentId: welcome, col: 0 } })).statusCode).toBe(200);
      const last = (await editPage()).positions['col-0']!.length - 1;
      const fromPage = await call('DELETE', `/structure/block/${hero}/page/${welcome}/0/${last}`);
      expect(fromPage.json()).toEqual({ deleted: false });
      const heroSpot = blockOn(await editPage(), intro)!.positions!['col-1']!.indexOf(hero);
      const wrongIndex = await call('DELETE', `/structure/block/${hero}/block/${intro}/1/${heroSpot + 1}`);
      expect(wrongIndex.statusCode).toBe(400);
      const fromColumn = await call('DELETE', `/structure/block/${hero}/block/${intro}/1/${heroSpot}`);
      expect(fromColumn.json()).toMatchObject({ deleted: true, token: expect.any(String) });
      expect((await call('POST', '/structure/revert', { token: fromColumn.json<Required<BlockRemovalReply>>().token })).statusCode).toBe(200);
      expect(blockOn(await editPage(), intro)!.positions!['col-1']![heroSpot]).toBe(hero);
    });

    it('removes deleted blocks for good when the window ends (also after a restart: the purge reads the database)', async () => {
      const about1 = await id('about-text', about);
      const { token } = (await call('DELETE', `/structure/block/${about1}`)).json<Required<BlockRemovalReply>>();
      expect(await purgeDeletedBlocks(current().db)).toBe(0);
      expect(await purgeDeletedBlocks(current().db, new Date(Date.now() + 3 * 60_000))).toBe(1);
      expect(await current().db.selectFrom('blocks').select('id').where('id', '=', about1).executeTakeFirst()).toBeUndefined();
      expect((await call('POST', '/structure/revert', { token })).statusCode).toBe(400);
    });
  });

  describe('move, paste and insert', () => {
    it('moves blocks within a page and to another page, nested blocks along', async () => {
      const more = await id('more');
      const firstTab = await id('first-tab');
      const col = (await editPage()).positions['col-0']!;
      const within = await call('POST', '/structure/block/move', {
        fromPageId: welcome, toPageId: welcome,
        updates: [{ id: more, from: { parentType: 'page', parentId: welcome, col: 0, index: col.indexOf(more) }, to: { parentType: 'page', parentId: welcome, col: 0, index: 0 } }],
      });
      expect(within.statusCode).toBe(200);
      expect((await editPage()).positions['col-0']![0]).toBe(more);
      const across = await call('POST', '/structure/block/move', {
        fromPageId: welcome, toPageId: about,
        updates: [{ id: more, from: { parentType: 'page', parentId: welcome, col: 0, index: 0 }, to: { parentType: 'page', parentId: about, col: 0, index: 0 } }],
      });
      expect(across.statusCode).toBe(200);
      const aboutPage = await editPage(about);
      expect(aboutPage.positions['col-0']![0]).toBe(more);
      expect(blockOn(aboutPage, firstTab)?.pageId).toBe(about);
      expect(blockOn(await editPage(), firstTab)).toBeUndefined();
    });

    it.each([
      ['a from index not holding the block', { index: 5 }, 'is not at index 5'],
      ['a block put inside itself', { to: 'self' }, 'cannot be put inside itself'],
    ])('refuses a move with %s (400, nothing changes)', async (_name, { index = 0, to }: { index?: number; to?: string }, message) => {
      const more = await id('more', about);
      const before = await structureDump(current().db);
      const target = to === 'self' ? { parentType: 'block', parentId: more, col: 0 } : { parentType: 'page', parentId: about, col: 0 };
      const reply = await call('POST', '/structure/block/move', { fromPageId: about, toPageId: about, updates: [{ id: more, from: { parentType: 'page', parentId: about, col: 0, index }, to: target }] });
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ message: string }>().message).toContain(message);
      expect(await structureDump(current().db)).toBe(before);
    });

    it('pastes by clone (new ids, nested blocks copied), copy (same block, one more spot) and move', async () => {
      const more = await id('more', about);
      const cloned = await call('POST', '/structure/block/clone', { action: 'clone', ids: [more], pageId: welcome, to: { parentType: 'page', parentId: welcome, col: 0, index: 0 } });
      expect(cloned.statusCode).toBe(200);
      const [copy] = cloned.json<{ blocks: Block[] }>().blocks;
      expect(copy).toMatchObject({ type: 'tabs', pageId: welcome });
      expect(copy!.id).not.toBe(more);
      const welcomePage = await editPage();
      expect(copy!.children).toHaveLength(2);
      expect(copy!.children!.map((child) => blockOn(welcomePage, child)?.title)).toEqual(['First', 'Second']);
      expect(blockOn(await editPage(about), more)?.children).toHaveLength(2);

      const copied = await call('POST', '/structure/block/clone', { action: 'copy', ids: [more], pageId: about, to: { parentType: 'page', parentId: about, col: 0 } });
      expect(copied.json<{ blocks: Block[] }>().blocks.map((b) => b.id)).toEqual([more]);
      const usages = (await call('GET', `/structure/block/search?pageId=${about}&type=tabs&withUsages=true`)).json<BlockSearchReply>();
      expect(usages.results.find((r) => r.block.id === more)?.usages).toHaveLength(2);
      expect((await call('POST', '/structure/block/clone', { action: 'copy', ids: [more], pageId: welcome, to: { parentType: 'page', parentId: welcome, col: 0 } })).statusCode).toBe(400);
      expect((await call('POST', '/structure/block/clone', { action: 'move', ids: [more], pageId: welcome, to: { parentType: 'page', parentId: welcome, col: 0 } })).statusCode).toBe(400);

      const hero = await id('hero');
      const moved = await call('POST', '/structure/block/clone', { action: 'move', ids: [hero], pageId: about, to: { parentType: 'page', parentId: about, col: 0, index: 0 } });
      expect(moved.statusCode).toBe(200);
      expect((await editPage(about)).positions['col-0']![0]).toBe(hero);
    });

    it("refuses the paste action 'explode' with the spec's error, changing nothing", async () => {
      const before = await structureDump(current().db);
      const reply = await call('POST', '/structure/block/clone', { action: 'explode', ids: [await id('title')], pageId: welcome, to: { parentType: 'page', parentId: welcome, col: 0 } });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: 'Bad Request', message: "Unknown block paste action 'explode': use move, clone or copy." });
      expect(await structureDump(current().db)).toBe(before);
    });

    it("moves blocks into a block's column at an index (one, or several)", async () => {
      const intro = await id('intro');
      const title = await id('title');
      const one = await call('POST', `/structure/block/${intro}/0/0/${title}`);
      expect(one.statusCode).toBe(200);
      expect(blockOn(await editPage(), intro)?.positions?.['col-0']?.[0]).toBe(title);
      const sideNote = await id('side-note');
      const many = await call('POST', `/structure/block/${intro}/1/0`, { childrenIds: [title, sideNote] });
      expect(many.statusCode).toBe(200);
      expect(blockOn(await editPage(), intro)?.positions?.['col-1']?.slice(0, 2)).toEqual([title, sideNote]);
      expect((await call('POST', `/structure/block/${intro}/3/0`, { childrenIds: [title] })).statusCode).toBe(400);
      expect((await call('POST', `/structure/block/${intro}/1/0/${title}`, undefined, as.member)).statusCode).toBe(403);
    });
  });

  describe('subscriptions', () => {
    it('answers whether a block the user sees can be subscribed to; 404 for others', async () => {
      const reply = await call('GET', `/structure/block/${await id('intro')}/amISubscribable`, undefined, as.member);
      expect(reply.json()).toEqual({ subscribable: false });
      expect((await call('GET', '/structure/block/2147483000/amISubscribable', undefined, as.member)).statusCode).toBe(404);
    });
  });

  it('answers 403 to members on every block write and changes nothing', async () => {
    const before = await structureDump(current().db);
    const intro = await id('intro');
    const writes: [('PUT' | 'POST' | 'DELETE'), string, object?][] = [
      ['PUT', '/structure/block', { pageId: welcome, block: { type: 'heading' } }],
      ['POST', '/structure/block', { blocks: [{ id: intro, title: 'x' }] }],
      ['POST', `/structure/block/${intro}`, { block: { title: 'x' } }],
      ['POST', `/structure/block/${intro}/property`, { key: 'title', value: 'x' }],
      ['DELETE', `/structure/block/${intro}`],
      ['DELETE', `/structure/block/${intro}/page/${welcome}/0/0`],
      ['POST', '/structure/revert', { token: 'made-up-token' }],
      ['PUT', `/structure/block/${intro}/addField/1`],
      ['POST', '/structure/block/move', { fromPageId: welcome, toPageId: welcome, updates: [{ id: intro, from: { parentType: 'page', parentId: welcome, col: 0, index: 0 }, to: { parentType: 'page', parentId: welcome, col: 0 } }] }],
      ['POST', '/structure/block/clone', { action: 'clone', ids: [intro], pageId: welcome, to: { parentType: 'page', parentId: welcome, col: 0 } }],
      ['POST', `/structure/block/${intro}/0/0`, { childrenIds: [intro] }],
    ];
    for (const [method, url, body] of writes) expect((await call(method, url, body, as.member)).statusCode, `${method} ${url}`).toBe(403);
    expect(await structureDump(current().db)).toBe(before);
  });
});
