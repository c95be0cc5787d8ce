// What sync carries beyond modules, pages and blocks in one column: fields, pages' further columns
// and related modal, the brands' order and their deletion.
import { join } from 'node:path';
import type { BlockFile, FieldFile, PageFile, SiteFile, SiteSnapshot } from '@tessera/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import type { AppError } from '../../errors.ts';
import { applyBody, emptyServer, exported, inFull, type SyncServer } from '../../testing/sync-servers.ts';
import { loadTestSite } from '../../testing/test-app.ts';
import { SYSTEM_ACTOR } from '../actor.ts';
import { importSite } from '../site-import/import-site.ts';
import { deleteBrand } from '../site/delete-brand.ts';
import { createField } from '../structure/fields/write-fields.ts';
import { applySiteFiles } from './apply-site-files.ts';

const TEAM = 'modules/about/pages/team.json';
const MEMBERSHIP = 'modules/join/pages/membership.json';

const email: FieldFile = { id: 'email', key: 'email', name: 'E-mail', type: 'email', schema: { key: 'email', type: 'string', source: 'profile' }, validation: { required: true } };
const address: FieldFile = { id: 'address', name: 'Address', type: 'group', children: [{ id: 'city', key: 'city', name: 'City', type: 'text' }] };

/** The demo's files with fields on two pages (email shown by both), a second column and a related modal on the team page. */
function withNewContent(snapshot: SiteSnapshot): SiteSnapshot {
  const files = structuredClone(snapshot.files);
  const team = files[TEAM] as PageFile;
  inFull(team.blocks[0]).fields = [email, address];
  team.positions = { 'col-1': [{ id: 'aside', type: 'heading', options: { text: 'Beside the team', level: 3 } }], 'col-2': [] };
  team.relatedModal = { id: 'welcome-modal', type: 'richText', options: { html: '<p>Welcome aboard</p>' }, fields: [email] };
  inFull((files[MEMBERSHIP] as PageFile).blocks[0]).fields = [email];
  return { ...snapshot, files };
}

const apply = (server: SyncServer, body: ReturnType<typeof applyBody>) => applySiteFiles(server.ctx, server.files, SYSTEM_ACTOR, body);
const page = ({ files }: { files: object }, file: string) => (files as Record<string, PageFile>)[file]!;
const fieldRow = (server: SyncServer, key: string) => server.ctx.db.selectFrom('fields').select(['id', 'data']).where('elementKey', '=', key).executeTakeFirst();

describe('applySiteFiles: fields, page columns and brands', () => {
  let demo: SyncServer;
  let first: SyncServer;
  let second: SyncServer;
  let written: SiteSnapshot;
  beforeAll(async () => {
    [demo, first, second] = await Promise.all([emptyServer(), emptyServer(), emptyServer()]);
    await importSite(demo.ctx, demo.files, await loadTestSite(join(REPO_ROOT, 'sites/demo')));
    written = withNewContent(await exported(demo));
  });
  afterAll(async () => Promise.all([demo, first, second].map((server) => server.dispose())));

  it('round trip: fields, further columns and the related modal come back byte for byte, and a second apply plans nothing', async () => {
    const created = await apply(first, applyBody(written));
    expect(created.plan).toEqual(expect.arrayContaining([
      { element: 'field:email', file: TEAM, action: 'create' },
      { element: 'field:city', file: TEAM, action: 'create' },
      { element: 'block:about/team/aside', file: TEAM, action: 'create' },
      { element: 'block:about/team/welcome-modal', file: TEAM, action: 'create' },
    ]));
    const once = await exported(first);
    const team = page(once, TEAM);
    expect(inFull(team.blocks[0]).fields).toEqual([email, address]);
    expect(team.positions).toEqual({ 'col-1': [{ id: 'aside', type: 'heading', options: { text: 'Beside the team', level: 3 } }], 'col-2': [] });
    expect(team.relatedModal).toMatchObject({ id: 'welcome-modal', fields: [email] });
    // One field, shown by three blocks on two pages, beside the demo's own (its applications' form fields too).
    const fieldCount = async (server: SyncServer) => (await server.ctx.db.selectFrom('fields').select('id').execute()).length;
    expect(await fieldCount(first)).toBe((await fieldCount(demo)) + 3);
    await apply(second, applyBody(once));
    expect(JSON.stringify((await exported(second)).files)).toBe(JSON.stringify(once.files));
    expect((await apply(first, applyBody(once, once.revisions))).plan).toEqual([]);
  });

  it("the demo's applications come back on a fresh server with their lists and form fields, without requests; a second apply plans nothing", async () => {
    const snapshot = await exported(demo);
    const { applications } = snapshot.files['site.json'] as SiteFile;
    expect(applications).toContainEqual({
      id: 'welding-taster-application', label: 'Apply for the welding taster', list: 'welding-taster',
      fields: [expect.objectContaining({ id: 'welding-taster-goal', key: 'weldingGoal', type: 'textarea' })],
    });
    expect(applications).toContainEqual({ id: 'boat-restoration-application', label: 'Join the boat restoration crew', list: 'boat-restoration-crew' });
    const fresh = await emptyServer();
    try {
      const created = await apply(fresh, applyBody(snapshot));
      expect(created.plan).toContainEqual({ element: 'application:welding-taster-application', file: 'site.json', action: 'create' });
      const stored = await fresh.ctx.db.selectFrom('applications as a').innerJoin('userLists as l', 'l.id', 'a.userListId')
        .select(['a.key', 'a.label', 'l.key as list', 'a.fieldIds']).where('a.key', '=', 'welding-taster-application').executeTakeFirstOrThrow();
      expect(stored).toMatchObject({ label: 'Apply for the welding taster', list: 'welding-taster', fieldIds: [(await fieldRow(fresh, 'welding-taster-goal'))!.id] });
      expect(await fresh.ctx.db.selectFrom('membershipRequests').select('id').execute()).toEqual([]);
      const again = await exported(fresh);
      expect(JSON.stringify(again.files['site.json'])).toBe(JSON.stringify(snapshot.files['site.json']));
      expect((await apply(fresh, applyBody(again, again.revisions))).plan).toEqual([]);
      // A changed label and form field apply as an update of the application, keeping its id.
      const body = applyBody(again, again.revisions);
      const welding = (body.files['site.json'] as SiteFile).applications!.find((application) => application.id === 'welding-taster-application')!;
      welding.label = 'Weld with us';
      welding.fields![0]!.name = 'What will you make?';
      const changed = await apply(fresh, body);
      expect(changed.plan).toEqual([{ element: 'application:welding-taster-application', file: 'site.json', action: 'update', paths: ['/fields', '/label'] }]);
      const after = (((await exported(fresh)).files['site.json'] as SiteFile).applications!).find((application) => application.id === 'welding-taster-application');
      expect(after).toMatchObject({ label: 'Weld with us', fields: [expect.objectContaining({ name: 'What will you make?' })] });
      // Gone from the files, an application stays (as lists do): deleting it would delete its requests.
      (body.files['site.json'] as SiteFile).applications = [];
      expect((await apply(fresh, { ...body, base: changed.revisions, prune: true })).plan).toEqual([]);
    } finally {
      await fresh.dispose();
    }
  });

  it("a page's renaming keeps its further columns and related modal", async () => {
    const before = await exported(first);
    const body = applyBody(before, before.revisions);
    page(body, TEAM).name = 'The crew';
    const reply = await apply(first, body);
    expect(reply.plan).toEqual([{ element: 'page:about/team', file: TEAM, action: 'update', paths: ['/name'] }]);
    const { name, positions, relatedModal } = page(await exported(first), TEAM);
    expect({ name, positions, relatedModal }).toEqual({ name: 'The crew', positions: page(before, TEAM).positions, relatedModal: page(before, TEAM).relatedModal });
  });

  it('plans and applies a changed field as an update of that field alone, keeping its id', async () => {
    const before = await exported(first);
    const { id } = (await fieldRow(first, 'email'))!;
    const body = applyBody(before, before.revisions);
    const renamed = { ...email, name: 'Your e-mail' };
    for (const block of [page(body, TEAM).blocks[0], page(body, TEAM).relatedModal, page(body, MEMBERSHIP).blocks[0]].map(inFull)) {
      block.fields = block.fields!.map((field) => (field.id === 'email' ? renamed : field));
    }
    const reply = await apply(first, body);
    expect(reply.plan).toEqual([{ element: 'field:email', file: TEAM, action: 'update', paths: ['/name'] }]);
    expect(await fieldRow(first, 'email')).toEqual({ id, data: expect.objectContaining({ name: 'Your e-mail' }) });
  });

  it('a field dropped by one block stays for the others; dropped by all, it is deleted', async () => {
    const before = await exported(first);
    const body = applyBody(before, before.revisions);
    const withoutEmail = (block: BlockFile) => { block.fields = block.fields!.filter((field) => field.id !== 'email'); };
    withoutEmail(inFull(page(body, MEMBERSHIP).blocks[0]));
    const detached = await apply(first, body);
    expect(detached.plan).toEqual([{ element: 'block:join/membership/' + inFull(page(before, MEMBERSHIP).blocks[0]).id, file: MEMBERSHIP, action: 'update', paths: ['/fields'] }]);
    expect(await fieldRow(first, 'email')).toBeDefined();
    withoutEmail(inFull(page(body, TEAM).blocks[0]));
    withoutEmail(inFull(page(body, TEAM).relatedModal));
    const dropped = await apply(first, { ...body, base: detached.revisions });
    expect(dropped.plan.find((entry) => entry.element === 'field:email')).toEqual({ element: 'field:email', file: TEAM, action: 'delete' });
    expect(await fieldRow(first, 'email')).toBeUndefined();
    expect((await apply(first, { ...body, base: dropped.revisions })).plan).toEqual([]);
  });

  it('exports a field made in the editor under a key made from its name, which applies elsewhere as it is', async () => {
    const { id: blockId } = await demo.ctx.db.selectFrom('blocks').select('id').where('key', '=', 'title').orderBy('id').executeTakeFirstOrThrow();
    await createField(demo.ctx, SYSTEM_ACTOR, { field: { name: 'Phone number', type: 'text' }, itemId: blockId, itemType: 'block' });
    const snapshot = await exported(demo);
    const fields = Object.values(snapshot.files).flatMap((file) => (file as PageFile).blocks?.flatMap((block) => ('fields' in block && block.fields) || []) ?? []);
    expect(fields.filter((field) => field.name === 'Phone number')).toEqual([{ id: expect.stringMatching(/^phone-number-[0-9a-f]{6}$/), name: 'Phone number', type: 'text' }]);
    const fresh = await emptyServer();
    try {
      await apply(fresh, applyBody(snapshot));
      expect(JSON.stringify((await exported(fresh)).files)).toBe(JSON.stringify(snapshot.files));
    } finally {
      await fresh.dispose();
    }
  });

  it('needs no bytes for assets the server holds, and names those it lacks, changing nothing', async () => {
    const snapshot = await exported(second);
    const bare = applyBody(snapshot, snapshot.revisions);
    bare.assets = Object.fromEntries(Object.entries(bare.assets).map(([path, asset]) => [path, { sha256: asset!.sha256 }]));
    expect(await apply(second, bare)).toMatchObject({ plan: [], applied: false, assets: [...new Set(Object.values(snapshot.assets))].sort() });
    const fresh = await emptyServer();
    try {
      const reply = await apply(fresh, { ...bare, base: {} });
      expect(reply).toMatchObject({ plan: [], applied: false, missingAssets: Object.keys(snapshot.assets).sort() });
      expect(await fresh.ctx.db.selectFrom('settings').select('id').executeTakeFirst()).toBeUndefined();
      // A dry run stores nothing, so it plans without any bytes.
      expect((await apply(fresh, { ...bare, base: {}, dryRun: true })).plan.length).toBeGreaterThan(0);
    } finally {
      await fresh.dispose();
    }
  });

  it("applies site.json's brand order, idempotently", async () => {
    const before = await exported(first);
    const body = applyBody(before, before.revisions);
    const site = body.files['site.json'] as SiteFile;
    site.brands = [...site.brands].reverse() as SiteFile['brands'];
    const reply = await apply(first, body);
    expect(reply.plan).toEqual([{ element: 'settings', file: 'site.json', action: 'update', paths: ['/brands'] }]);
    expect(((await exported(first)).files['site.json'] as SiteFile).brands).toEqual(site.brands);
    expect((await apply(first, { ...body, base: reply.revisions })).plan).toEqual([]);
  });

  it('deletes a brand whose file is gone only with prune, and never the active brand', async () => {
    const before = await exported(first);
    const body = applyBody(before, before.revisions);
    const site = body.files['site.json'] as SiteFile;
    const [gone] = site.brands.filter((key) => key !== site.activeBrand);
    site.brands = site.brands.filter((key) => key !== gone) as SiteFile['brands'];
    delete body.files[`brands/${gone}.json`];
    const brand = () => first.ctx.db.selectFrom('brands').select('id').where('key', '=', gone!).executeTakeFirst();
    const kept = await apply(first, body);
    expect(kept.plan).toContainEqual({ element: `brand:${gone}`, file: `brands/${gone}.json`, action: 'delete', kept: true });
    expect(await brand()).toBeDefined();
    // Keeping it is no change: the next apply of the same files plans nothing but keeping it again.
    expect((await apply(first, { ...body, base: kept.revisions })).plan).toEqual([{ element: `brand:${gone}`, file: `brands/${gone}.json`, action: 'delete', kept: true }]);
    const pruned = await apply(first, { ...body, base: kept.revisions, prune: true });
    expect(pruned.plan).toContainEqual({ element: `brand:${gone}`, file: `brands/${gone}.json`, action: 'delete' });
    expect(await brand()).toBeUndefined();
    expect((await apply(first, { ...body, base: pruned.revisions, prune: true })).plan).toEqual([]);
    const refused = await deleteBrand(first.ctx, SYSTEM_ACTOR, site.activeBrand).catch((error: AppError) => error);
    expect(refused).toMatchObject({ statusCode: 400, message: `The brand '${site.activeBrand}' is the active brand and cannot be deleted: make another brand active first.` });
  });
});
