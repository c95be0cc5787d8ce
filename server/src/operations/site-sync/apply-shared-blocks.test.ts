// A block standing in two spots of its page (0022 §1, a paste by copy) goes through export and
// apply as one block: written in full at its first spot, referred to at the others, shared again
// on the server it is applied to.
import { join } from 'node:path';
import type { PageFile, SiteSnapshot } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import type { AppError } from '../../errors.ts';
import { applyBody, emptyServer, exported, inFull, type SyncServer } from '../../testing/sync-servers.ts';
import { loadTestSite } from '../../testing/test-app.ts';
import { SYSTEM_ACTOR } from '../actor.ts';
import { importSite } from '../site-import/import-site.ts';
import { pasteBlocks } from '../structure/blocks/paste-blocks.ts';
import { syncPagesBlocks } from '../structure/blocks/sync-page-blocks.ts';
import { applySiteFiles } from './apply-site-files.ts';

const HOURS = 'modules/workshop/pages/opening-hours.json';

const apply = (server: SyncServer, body: ReturnType<typeof applyBody>) => applySiteFiles(server.ctx, server.files, SYSTEM_ACTOR, body);
const hours = ({ files }: { files: object }) => (files as Record<string, PageFile>)[HOURS]!;
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: AppError) => error);

/** The opening-hours page's row and its blocks' rows, by key. */
async function hoursRows(server: SyncServer) {
  const page = await server.ctx.db.selectFrom('pages').innerJoin('modules', 'modules.id', 'pages.moduleId')
    .select(['pages.id', 'pages.positions', 'pages.data']).where('modules.key', '=', 'workshop').where('pages.key', '=', 'opening-hours').executeTakeFirstOrThrow();
  const blocks = await server.ctx.db.selectFrom('blocks').select(['id', 'key', 'data']).where('pageId', '=', page.id).where('wasDeleted', '=', false).execute();
  return { page, blocks: new Map(blocks.map((block) => [block.key, block])) };
}

describe('applySiteFiles: a block standing in two spots of its page', () => {
  let demo: SyncServer;
  let fresh: SyncServer;
  let copied: SiteSnapshot;
  beforeAll(async () => {
    [demo, fresh] = await Promise.all([emptyServer(), emptyServer()]);
    await importSite(demo.ctx, demo.files, await loadTestSite(join(REPO_ROOT, 'sites/demo')));
    // As the editor's paste by copy leaves them: a nested block copied to the page's first column,
    // and a top-level block copied into a column of the columns block.
    const { page, blocks } = await hoursRows(demo);
    const id = (key: string) => blocks.get(key)!.id;
    await pasteBlocks(demo.ctx, SYSTEM_ACTOR, { action: 'copy', ids: [id('night-text')], pageId: page.id, to: { parentType: 'page', parentId: page.id, col: 0 } });
    await pasteBlocks(demo.ctx, SYSTEM_ACTOR, { action: 'copy', ids: [id('title')], pageId: page.id, to: { parentType: 'block', parentId: id('hours-cols'), col: 0 } });
    copied = await exported(demo);
  });
  afterAll(async () => Promise.all([demo, fresh].map((server) => server.dispose())));

  it('exports the block in full at its first spot in reading order and as a reference at the other', () => {
    const { blocks } = hours(copied);
    expect(blocks.map((spot) => ('ref' in spot ? { ref: spot.ref } : spot.id))).toEqual(['title', 'hours-cols', 'access', { ref: 'night-text' }]);
    const columns = inFull(blocks[1]).positions!;
    expect(columns['col-0']!.map((spot) => ('ref' in spot ? { ref: spot.ref } : spot.id))).toEqual(['table', { ref: 'title' }]);
    expect(inFull(columns['col-1']![1])).toMatchObject({ id: 'night-text', type: 'richText' });
  });

  it('applies to an empty server as one block in both spots, exports the same bytes, and a second apply changes nothing', async () => {
    const created = await apply(fresh, applyBody(copied));
    expect(created.plan.filter((entry) => entry.element === 'block:workshop/opening-hours/title')).toEqual([{ element: 'block:workshop/opening-hours/title', file: HOURS, action: 'create' }]);
    const { page, blocks } = await hoursRows(fresh);
    const [title, nightText, columns] = ['title', 'night-text', 'hours-cols'].map((key) => blocks.get(key)!);
    expect(page.positions['col-0']).toEqual([title!.id, columns!.id, blocks.get('access')!.id, nightText!.id]);
    expect(columns!.data.positions).toEqual({ 'col-0': [blocks.get('table')!.id, title!.id], 'col-1': [blocks.get('night-heading')!.id, nightText!.id] });
    const again = await exported(fresh);
    expect(JSON.stringify(again.files)).toBe(JSON.stringify(copied.files));
    expect((await apply(fresh, applyBody(again, created.revisions))).plan).toEqual([]);
    expect((await apply(demo, applyBody(copied, copied.revisions))).plan).toEqual([]);
  });

  it('plans nothing when the block is written in full at another of its spots: the spots, not the form, are the site', async () => {
    const body = applyBody(copied);
    const page = hours(body);
    const columns = inFull(page.blocks[1]).positions!;
    page.blocks[3] = columns['col-1']![1]!;
    columns['col-1']![1] = { ref: 'night-text' };
    expect((await apply(fresh, { ...body, dryRun: true })).plan).toEqual([]);
  });

  it('applies a reference written by hand as one more spot of the block: a page change, no block change', async () => {
    const before = await exported(fresh);
    const body = applyBody(before, before.revisions);
    hours(body).relatedModal = { ref: 'access' };
    const reply = await apply(fresh, body);
    expect(reply.plan).toEqual([{ element: 'page:workshop/opening-hours', file: HOURS, action: 'update', paths: ['/relatedModal'] }]);
    const { page, blocks } = await hoursRows(fresh);
    expect(page.data.relatedBlocks?.modal).toBe(blocks.get('access')!.id);
    expect(page.positions['col-0']).toContain(blocks.get('access')!.id);
    expect(hours(await exported(fresh)).relatedModal).toEqual({ ref: 'access' });
    expect((await apply(fresh, { ...body, base: reply.revisions })).plan).toEqual([]);
  });

  it('reads the further columns in column order: col-2 holds the block that col-10 shares', async () => {
    const before = await exported(fresh);
    const body = applyBody(before, before.revisions);
    hours(body).positions = { 'col-2': [{ id: 'aside', type: 'heading', options: { text: 'Beside the hours', level: 3 } }], 'col-10': [{ ref: 'aside' }] };
    const reply = await apply(fresh, body);
    const { positions } = hours(await exported(fresh));
    expect(Object.keys(positions!)).toEqual(['col-2', 'col-10']);
    expect(positions!['col-10']).toEqual([{ ref: 'aside' }]);
    expect((await apply(fresh, { ...body, base: reply.revisions })).plan).toEqual([]);
  });

  it('refuses a reference to a block the page does not hold, naming the file and path, and changes nothing', async () => {
    const before = await exported(fresh);
    const body = applyBody(before, before.revisions);
    hours(body).blocks.push({ ref: 'nowhere' });
    const refused = await failure(apply(fresh, body));
    expect(refused).toMatchObject({ statusCode: 400, details: [{ file: HOURS, path: '/blocks/4/ref', message: expect.stringContaining("The block 'nowhere' is not written in full in this page") }] });
    expect(JSON.stringify((await exported(fresh)).files)).toBe(JSON.stringify(before.files));
  });

  it('syncPagesBlocks refuses a reference that would put a block inside itself', async () => {
    const { page } = await hoursRows(fresh);
    const desired = { pageId: page.id, positions: { 'col-0': [{ key: 'tabs', type: 'tabs', data: {}, children: [{ ref: 'tabs' }] }] } };
    const refused = await failure(syncPagesBlocks(fresh.ctx, SYSTEM_ACTOR, [desired]));
    expect(refused).toMatchObject({ statusCode: 400, message: "The block 'tabs' cannot stand inside itself or a block nested in it." });
  });
});
