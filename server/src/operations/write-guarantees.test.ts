// What every write operation guarantees, whoever calls it: the permission check, the schema
// check of the record written, and nothing written (or announced) when either refuses.
import { blockTarget, grantsOf, itemGrant, type PermissionTarget } from '@tessera/schemas';
import { beforeAll, expect, it } from 'vitest';
import { accountIdOf } from '../testing/auth-helpers.ts';
import { describeAppOnEachDatabase } from '../testing/test-app.ts';
import { SYSTEM_ACTOR, type Actor } from './actor.ts';
import type { Change, OperationContext } from './context.ts';
import { upsertProfileMeta } from './profiles/upsert-meta.ts';
import { createBlock } from './structure/create-block.ts';
import { createModule } from './structure/create-module.ts';
import { placePageBlocks } from './structure/place-page-blocks.ts';

describeAppOnEachDatabase('write operations', (current) => {
  let member: Actor;
  let editor: Actor;
  let pageId: number;
  /** Where a block created at the top of that page lies: the editor may create blocks there. */
  let onPage: PermissionTarget;
  let announced: Change[][];
  let ctx: OperationContext;
  beforeAll(async () => {
    const { db, changes } = current();
    ctx = { db, changes };
    announced = [];
    changes.subscribe('clients', (batch) => announced.push([...batch]));
    const memberId = await accountIdOf(db, 'member@fixture.test');
    const editorId = await accountIdOf(db, 'editor@fixture.test');
    member = { accountId: memberId, isAdmin: false, permissions: grantsOf({ accountId: memberId, isAdmin: false, isElevated: false }) };
    pageId = (await db.selectFrom('pages').select('id').where('key', '=', 'about').executeTakeFirstOrThrow()).id;
    onPage = blockTarget(undefined, pageId, undefined);
    const itemGrants = [itemGrant({ kind: 'page', id: pageId }, { action: 'create', subject: 'items.blocks' })];
    editor = { accountId: editorId, isAdmin: false, permissions: grantsOf({ accountId: editorId, isAdmin: false, isElevated: true, itemGrants }) };
  });
  const counts = async () => {
    const { db } = current();
    const count = (table: 'modules' | 'blocks') => db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    return { modules: (await count('modules')).n, blocks: (await count('blocks')).n };
  };
  const refused = async (write: () => Promise<unknown>, status: number, message: string) => {
    const before = await counts();
    announced.length = 0;
    await expect(write()).rejects.toMatchObject({ statusCode: status, message: expect.stringContaining(message) });
    expect(await counts()).toEqual(before);
    expect(announced).toEqual([]);
  };

  it('check permission themselves, whoever calls them', async () => {
    await refused(() => createModule(ctx, member, { key: 'mine', slug: 'mine', name: 'Mine' }), 403, 'You may not add modules.');
    await refused(() => createBlock(ctx, member, { pageId, key: 'mine', type: 'heading', data: {} }, onPage), 403, 'You may not add heading blocks here.');
    // The editor's grant is on that page only.
    await refused(() => createBlock(ctx, editor, { pageId, key: 'mine', type: 'heading', data: {} }, blockTarget(undefined, pageId + 1, undefined)), 403, 'You may not add heading blocks here.');
    const adminId = await accountIdOf(current().db, 'admin@fixture.test');
    await expect(upsertProfileMeta(ctx, member, { accountId: adminId, path: 'language', value: 'fr' })).rejects.toMatchObject({ statusCode: 403 });
  });

  it('validate the record they write against the model schema', async () => {
    await refused(() => createModule(ctx, SYSTEM_ACTOR, { key: 'news', slug: 'chat', name: 'News' }), 400, 'module/slug is reserved');
    await refused(() => createBlock(ctx, editor, { pageId, key: 'cols', type: 'columns', data: { columns: [0, 12] } }, onPage), 400, 'block/columns/0 must be >= 1');
    await refused(() => createBlock(ctx, editor, { pageId, key: 'Bad Key', type: 'heading', data: {} }, onPage), 400, 'block/key must match pattern');
    await refused(() => placePageBlocks(ctx, editor, { pageId, blockIds: [999999], index: 0 }), 400, `There is no block 999999 on page ${pageId}.`);
  });

  it("check each block against its type's definition", async () => {
    await refused(() => createBlock(ctx, editor, { pageId, key: 'typo', type: 'headnig', data: {} }, onPage), 400, 'block/type');
    await refused(() => createBlock(ctx, editor, { pageId, key: 'loud', type: 'heading', data: { options: { text: 'Hi', level: 9 } } }, onPage), 400, 'block/options/level');
  });

  it('answer 404 for a page that does not exist, and 409 for a key in use', async () => {
    await refused(() => createBlock(ctx, editor, { pageId: 999999, key: 'x', type: 'heading', data: {} }, onPage), 404, 'page does not exist');
    await refused(() => createModule(ctx, SYSTEM_ACTOR, { key: 'home', slug: 'elsewhere', name: 'Home again' }), 409, "the key 'home'");
  });

  it('write and announce when allowed', async () => {
    announced.length = 0;
    const block = await createBlock(ctx, editor, { pageId, key: 'added', type: 'heading', data: { options: { text: 'Added', level: 2 } } }, onPage);
    expect(block).toMatchObject({ pageId, key: 'added', type: 'heading', revision: 1 });
    expect(announced).toEqual([[{ scope: 'structure', items: [{ kind: 'block', id: block.id, pageId }] }]]);
  });
});
