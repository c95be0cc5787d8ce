import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SiteApplyBody, SiteSnapshot } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import type { AppError } from '../../errors.ts';
import { applyBody, emptyServer, exported, type SyncServer as Server } from '../../testing/sync-servers.ts';
import { loadTestSite } from '../../testing/test-app.ts';
import { SYSTEM_ACTOR } from '../actor.ts';
import { importSite } from '../site-import/import-site.ts';
import { updatePage } from '../structure/update-page.ts';
import { applySiteFiles } from './apply-site-files.ts';

/** A site directory as the CLI sends it: every JSON file of the site, every asset it references. */
async function filesOf(dir: string): Promise<SiteApplyBody> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const paths = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.json')).map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  const files = Object.fromEntries(await Promise.all(paths.map(async (path) => [path, JSON.parse(await readFile(join(dir, path), 'utf8')) as object])));
  const assets = Object.fromEntries(await Promise.all((await loadTestSite(dir)).assets.map(async (path) => {
    const bytes = await readFile(join(dir, path));
    return [path, { sha256: createHash('sha256').update(bytes).digest('hex'), data: bytes.toString('base64') }];
  })));
  return { files, assets, base: {} };
}

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: AppError) => error);

describe('applySiteFiles', () => {
  let demo: Server;
  let target: Server;
  let snapshot: SiteSnapshot;
  beforeAll(async () => {
    demo = await emptyServer();
    await importSite(demo.ctx, demo.files, await loadTestSite(join(REPO_ROOT, 'sites/demo')));
    snapshot = await exported(demo);
    target = await emptyServer();
  });
  afterAll(async () => {
    await demo.dispose();
    await target.dispose();
  });

  it('round trip: the demo exported, applied to an empty server and exported again gives the same files, byte for byte', async () => {
    const reply = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, applyBody(snapshot));
    expect(reply.applied).toBe(true);
    expect(reply.plan.every((entry) => entry.action === 'create')).toBe(true);
    const again = await exported(target);
    expect(JSON.stringify(again.files)).toBe(JSON.stringify(snapshot.files));
    expect(again.assets).toEqual(snapshot.assets);
    expect(again.assetData).toEqual(snapshot.assetData);
    // Announced once, after the commit.
    expect(target.announced).toHaveLength(1);
  });

  it('applies hand-written files (sites/demo, defaults left out) so that applying them again plans nothing', async () => {
    const fresh = await emptyServer();
    try {
      const body = await filesOf(join(REPO_ROOT, 'sites/demo'));
      expect((await applySiteFiles(fresh.ctx, fresh.files, SYSTEM_ACTOR, body)).applied).toBe(true);
      expect((await applySiteFiles(fresh.ctx, fresh.files, SYSTEM_ACTOR, body)).plan).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });

  it('is idempotent: a second apply plans nothing and changes nothing', async () => {
    const before = await exported(target);
    const reply = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, applyBody(snapshot, before.revisions));
    expect(reply).toMatchObject({ plan: [], applied: false });
    expect((await exported(target)).revisions).toEqual(before.revisions);
  });

  it('plans exactly an edited page title, and applies it', async () => {
    const { revisions } = await exported(target);
    const body = applyBody(snapshot, revisions);
    const file = 'modules/about/pages/team.json';
    (body.files[file] as { name: string }).name = 'The crew';
    const plan = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, { ...body, dryRun: true });
    expect(plan).toMatchObject({ applied: false, plan: [{ element: 'page:about/team', file, action: 'update', paths: ['/name'] }] });
    const reply = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, body);
    expect(reply.applied).toBe(true);
    const page = await target.ctx.db.selectFrom('pages').select('name').where('key', '=', 'team').executeTakeFirstOrThrow();
    expect(page.name).toBe('The crew');
    expect(reply.revisions['page:about/team']).toBe(Number(revisions['page:about/team']) + 1);
  });

  it("plans exactly a page's changed lists, names them by key, and applies them as list ids", async () => {
    const file = 'modules/community/pages/fixers-corner.json';
    expect(snapshot.files[file]).toMatchObject({ visibleToLists: ['repair-cafe-fixers'] });
    const current = await exported(target);
    const body = applyBody(current, current.revisions);
    (body.files[file] as { visibleToLists: string[] }).visibleToLists = ['boat-restoration-crew', 'repair-cafe-fixers'];
    const plan = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, { ...body, dryRun: true });
    expect(plan).toMatchObject({ applied: false, plan: [{ element: 'page:community/fixers-corner', file, action: 'update' }] });
    expect((await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, body)).applied).toBe(true);
    const { db } = target.ctx;
    const page = await db.selectFrom('pages').select('data').where('key', '=', 'fixers-corner').executeTakeFirstOrThrow();
    const lists = await db.selectFrom('userLists').select(['id', 'key']).where('key', 'in', ['boat-restoration-crew', 'repair-cafe-fixers']).execute();
    const idOf = (key: string) => lists.find((list) => list.key === key)!.id;
    expect(page.data.visibleToLists).toEqual([idOf('boat-restoration-crew'), idOf('repair-cafe-fixers')]);
    expect((await exported(target)).files[file]).toMatchObject({ visibleToLists: ['boat-restoration-crew', 'repair-cafe-fixers'] });
  });

  it('keeps a page whose file was deleted unless pruning, and removes it with prune', async () => {
    const { revisions } = await exported(target);
    const body = applyBody(await exported(target), revisions);
    delete body.files['modules/about/pages/lab.json'];
    const module = body.files['modules/about/module.json'] as { childIds: string[] };
    module.childIds = module.childIds.filter((key) => key !== 'lab');
    const kept = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, body);
    expect(kept.plan.find((entry) => entry.element === 'page:about/lab')).toMatchObject({ action: 'delete', kept: true });
    expect(await target.ctx.db.selectFrom('pages').select('id').where('key', '=', 'lab').executeTakeFirst()).toBeDefined();
    const pruned = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, { ...body, base: kept.revisions, prune: true });
    expect(pruned.plan.find((entry) => entry.element === 'page:about/lab')).toEqual({ element: 'page:about/lab', file: 'modules/about/pages/lab.json', action: 'delete' });
    expect(await target.ctx.db.selectFrom('pages').select('id').where('key', '=', 'lab').executeTakeFirst()).toBeUndefined();
    const after = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, { ...body, base: pruned.revisions, prune: true });
    expect(after.plan).toEqual([]);
  });

  it('refuses with 409 naming each element the server changed since the base, changing nothing; force applies', async () => {
    const seen = await exported(target);
    const page = await target.ctx.db.selectFrom('pages').select('id').where('key', '=', 'team').executeTakeFirstOrThrow();
    await updatePage(target.ctx, SYSTEM_ACTOR, page.id, { name: 'Changed on the server' });
    const body = applyBody(seen, seen.revisions);
    const error = await failure(applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, body));
    expect(error).toMatchObject({ statusCode: 409, details: [{ element: 'page:about/team', file: 'modules/about/pages/team.json' }] });
    expect(error.message).toContain('page:about/team');
    const stored = await target.ctx.db.selectFrom('pages').select('name').where('id', '=', page.id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Changed on the server');
    const forced = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, { ...body, force: true });
    expect(forced).toMatchObject({ applied: true, conflicts: [{ element: 'page:about/team' }] });
    expect((await target.ctx.db.selectFrom('pages').select('name').where('id', '=', page.id).executeTakeFirstOrThrow()).name).toBe('The crew');
  });

  it('refuses files that do not load as a site with each problem, changing nothing', async () => {
    const before = await exported(target);
    const body = applyBody(before, before.revisions);
    (body.files['modules/about/pages/team.json'] as { blocks: Array<{ type: string }> }).blocks[0]!.type = 'no-such-type';
    const error = await failure(applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, body));
    expect(error).toMatchObject({ statusCode: 400, details: [expect.objectContaining({ file: 'modules/about/pages/team.json', path: '/blocks/0/type' })] });
    expect((await exported(target)).revisions).toEqual(before.revisions);
  });

  it('moves, changes, creates and deletes blocks inside a page, keeping the ids of those that stay', async () => {
    const seen = await exported(target);
    const body = applyBody(seen, seen.revisions);
    const file = 'modules/about/pages/team.json';
    const page = body.files[file] as { blocks: Array<{ id: string; type: string; title?: string }> };
    const [first, ...rest] = page.blocks;
    const { id: pageId } = await target.ctx.db.selectFrom('pages').select('id').where('key', '=', 'team').executeTakeFirstOrThrow();
    const idOfFirst = () => target.ctx.db.selectFrom('blocks').select('id').where('pageId', '=', pageId).where('key', '=', first!.id).executeTakeFirstOrThrow();
    const before = await idOfFirst();
    page.blocks = [...rest, { ...first!, title: 'Moved last' }, { ...first!, id: 'brand-new' }];
    const reply = await applySiteFiles(target.ctx, target.files, SYSTEM_ACTOR, body);
    expect(reply.plan.map((entry) => [entry.element, entry.action])).toEqual(expect.arrayContaining([
      ['block:about/team/brand-new', 'create'], [`block:about/team/${first!.id}`, 'update'], ['page:about/team', 'update'],
    ]));
    const again = await exported(target);
    expect((again.files[file] as typeof page).blocks.map((block) => block.id)).toEqual(page.blocks.map((block) => block.id));
    expect(await idOfFirst()).toEqual(before);
  });
});
