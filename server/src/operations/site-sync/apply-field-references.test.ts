// A field's properties that name other fields or blocks by id (a repeater's sort, the blocks shown
// with a field) go to the files as the keys of what they name and come back as the ids of the
// server the files are applied to.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Field, FieldFile, PageFile, SiteSnapshot } from '@tessera/schemas';
import { walkPageFields } from '@tessera/schemas/site-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import type { AppError } from '../../errors.ts';
import { applyBody, emptyServer, exported, inFull, type SyncServer } from '../../testing/sync-servers.ts';
import { loadTestSite } from '../../testing/test-app.ts';
import { SYSTEM_ACTOR } from '../actor.ts';
import { importSite } from '../site-import/import-site.ts';
import { addBlockField } from '../structure/blocks/add-block-field.ts';
import { createField } from '../structure/fields/write-fields.ts';
import { applySiteFiles } from './apply-site-files.ts';

const TEAM = 'modules/about/pages/team.json';

const apply = (server: SyncServer, body: ReturnType<typeof applyBody>) => applySiteFiles(server.ctx, server.files, SYSTEM_ACTOR, body);
const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: AppError) => error);
const teamFields = ({ files }: { files: object }): FieldFile[] => inFull((files as Record<string, PageFile>)[TEAM]!.blocks[0]).fields!;

/** The snapshot written out as a site directory, its assets' bytes included. */
async function siteDirectory({ files, assets, assetData }: SiteSnapshot): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-field-refs-'));
  const write = async (path: string, data: string | Buffer) => {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), data);
  };
  await Promise.all([
    ...Object.entries(files).map(([path, file]) => write(path, JSON.stringify(file))),
    ...Object.entries(assets).map(([path, sha256]) => write(path, Buffer.from(assetData![sha256!]!, 'base64'))),
  ]);
  return dir;
}

/** The stored data of the field with this key, and the ids of the team page's blocks by key. */
async function stored(server: SyncServer, key: string) {
  const { db } = server.ctx;
  const field = await db.selectFrom('fields').select('data').where('elementKey', '=', key).executeTakeFirstOrThrow();
  const fields = await db.selectFrom('fields').select(['id', 'elementKey']).execute();
  const blocks = await db.selectFrom('blocks').innerJoin('pages', 'pages.id', 'blocks.pageId').select(['blocks.id', 'blocks.key'])
    .where('pages.key', '=', 'team').where('blocks.wasDeleted', '=', false).execute();
  return { data: field.data as Field, fieldIds: new Map(fields.map((row) => [row.elementKey, row.id])), blockIds: new Map(blocks.map((block) => [block.key, block.id])) };
}

describe('applySiteFiles: fields naming other fields and blocks', () => {
  let demo: SyncServer;
  let fresh: SyncServer;
  let snapshot: SiteSnapshot;
  beforeAll(async () => {
    [demo, fresh] = await Promise.all([emptyServer(), emptyServer()]);
    await importSite(demo.ctx, demo.files, await loadTestSite(join(REPO_ROOT, 'sites/demo')));
    // Fields made on the demo first, so its ids are not those the fresh server will give.
    await createField(demo.ctx, SYSTEM_ACTOR, { field: { name: 'Unused', type: 'text' } }, 'unused');
    const { blockIds } = await stored(demo, 'unused');
    const role = await createField(demo.ctx, SYSTEM_ACTOR, { field: { key: 'role', name: 'Role', type: 'text' } }, 'role');
    const since = await createField(demo.ctx, SYSTEM_ACTOR, { field: { key: 'since', name: 'Since', type: 'date' } }, 'since');
    await createField(demo.ctx, SYSTEM_ACTOR, {
      field: {
        key: 'posts', name: 'Posts', type: 'repeater', childIds: [role.id!, since.id!],
        sort: { fieldId: since.id!, direction: 'desc' }, relatedBlocks: { display: [blockIds.get('elections')!, blockIds.get('intro')!] },
      },
      itemId: blockIds.get('title')!, itemType: 'block',
    }, 'posts');
    snapshot = await exported(demo);
  });
  afterAll(async () => Promise.all([demo, fresh].map((server) => server.dispose())));

  it('exports the sort and the related blocks as keys', () => {
    expect(teamFields(snapshot)).toEqual([expect.objectContaining({
      id: 'posts', sort: { fieldId: 'since', direction: 'desc' }, relatedBlocks: { display: ['elections', 'intro'] },
    })]);
  });

  it('applies them to an empty server as its own ids, exports the same bytes, and a second apply plans nothing', async () => {
    const created = await apply(fresh, applyBody(snapshot));
    expect(created.applied).toBe(true);
    const { data, fieldIds, blockIds } = await stored(fresh, 'posts');
    const source = await stored(demo, 'posts');
    expect(data.sort).toEqual({ fieldId: fieldIds.get('since'), direction: 'desc' });
    expect(data.relatedBlocks).toEqual({ display: [blockIds.get('elections'), blockIds.get('intro')] });
    // The demo's fields were made in another order: the ids differ, so the files held none of them.
    expect(data.sort!.fieldId).not.toBe(source.data.sort!.fieldId);
    const again = await exported(fresh);
    expect(JSON.stringify(again.files)).toBe(JSON.stringify(snapshot.files));
    expect((await apply(fresh, applyBody(again, again.revisions))).plan).toEqual([]);
  });

  it('first-start import of the exported files gives its own ids too', async () => {
    const [imported, dir] = await Promise.all([emptyServer(), siteDirectory(snapshot)]);
    try {
      await importSite(imported.ctx, imported.files, await loadTestSite(dir));
      const { data, fieldIds, blockIds } = await stored(imported, 'posts');
      expect(data).toMatchObject({ sort: { fieldId: fieldIds.get('since') }, relatedBlocks: { display: [blockIds.get('elections'), blockIds.get('intro')] } });
      expect(JSON.stringify((await exported(imported)).files)).toBe(JSON.stringify(snapshot.files));
    } finally {
      await Promise.all([imported.dispose(), rm(dir, { recursive: true, force: true })]);
    }
  });

  it('plans a changed sort or related block as an update of the field, and applies it as ids', async () => {
    const before = await exported(fresh);
    const body = applyBody(before, before.revisions);
    const [posts] = teamFields(body);
    posts!.sort = { fieldId: 'role' };
    posts!.relatedBlocks = { display: ['staff-heading'] };
    const reply = await apply(fresh, body);
    expect(reply.plan).toEqual([{ element: 'field:posts', file: TEAM, action: 'update', paths: ['/relatedBlocks/display', '/sort/direction', '/sort/fieldId'] }]);
    const { data, fieldIds, blockIds } = await stored(fresh, 'posts');
    expect(data).toMatchObject({ sort: { fieldId: fieldIds.get('role') }, relatedBlocks: { display: [blockIds.get('staff-heading')] } });
    expect(teamFields(await exported(fresh))).toEqual([expect.objectContaining({ sort: { fieldId: 'role' }, relatedBlocks: { display: ['staff-heading'] } })]);
  });

  it('names blocks as module/page/block once another page shows the field too, and applies them as ids', async () => {
    const { db } = demo.ctx;
    const story = await db.selectFrom('blocks').innerJoin('pages', 'pages.id', 'blocks.pageId').select('blocks.id')
      .where('pages.key', '=', 'our-story').where('blocks.wasDeleted', '=', false).executeTakeFirstOrThrow();
    const { fieldIds } = await stored(demo, 'posts');
    await addBlockField(demo.ctx, SYSTEM_ACTOR, story.id, fieldIds.get('posts')!);
    const twice = await exported(demo);
    const copies = Object.values(twice.files as Record<string, PageFile>).flatMap((page) => (page.blocks ? [page] : []))
      .flatMap((page) => walkPageFields(page)).filter(({ field }) => field.id === 'posts');
    expect(copies).toHaveLength(2);
    for (const { field } of copies) expect(field.relatedBlocks).toEqual({ display: ['about/team/elections', 'about/team/intro'] });
    const other = await emptyServer();
    try {
      expect((await apply(other, applyBody(twice))).applied).toBe(true);
      const { data, blockIds } = await stored(other, 'posts');
      expect(data.relatedBlocks).toEqual({ display: [blockIds.get('elections'), blockIds.get('intro')] });
      const again = await exported(other);
      expect(JSON.stringify(again.files)).toBe(JSON.stringify(twice.files));
      expect((await apply(other, applyBody(again, again.revisions))).plan).toEqual([]);
    } finally {
      await other.dispose();
    }
  });

  it('refuses a sort by a field the repeater does not hold and a related block the page lacks, naming file and path', async () => {
    const before = await exported(fresh);
    const body = applyBody(before, before.revisions);
    const [posts] = teamFields(body);
    posts!.sort = { fieldId: 'unused' };
    posts!.relatedBlocks = { display: ['staff-heading', 'no-such-block'] };
    const error = await failure(apply(fresh, body));
    expect(error).toMatchObject({
      statusCode: 400,
      details: [
        expect.objectContaining({ file: TEAM, path: '/blocks/0/fields/0/sort/fieldId' }),
        expect.objectContaining({ file: TEAM, path: '/blocks/0/fields/0/relatedBlocks/display/1' }),
      ],
    });
    expect((await exported(fresh)).revisions).toEqual(before.revisions);
  });
});
