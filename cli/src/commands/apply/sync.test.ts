import { createHash } from 'node:crypto';
import { readdir, readFile, rm, writeFile, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startListeningServer, type ListeningServer } from '../../../../server/src/testing/listening-server.ts';
import { SYSTEM_ACTOR } from '../../../../server/src/operations/actor.ts';
import { updatePage } from '../../../../server/src/operations/structure/update-page.ts';
import { runCli } from '../../run-cli.ts';
import { stateFilePath } from '../../sync/state-file.ts';
import { captureIo } from '../../test-support/capture-io.ts';

let demo: ListeningServer | undefined;
let empty: ListeningServer | undefined;
const dirs: string[] = [];
const newDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-sync-'));
  dirs.push(dir);
  return dir;
};

/** Runs `tessera …` against `server` (TESSERA_URL and TESSERA_TOKEN, as CI sets them). */
async function tessera(server: Pick<ListeningServer, 'url' | 'token'>, ...args: string[]) {
  const io = captureIo({ env: { TESSERA_URL: server.url, TESSERA_TOKEN: server.token, XDG_CONFIG_HOME: '/nonexistent/tessera-test-config' } });
  const code = await runCli(args, io);
  return { code, out: io.stdout(), err: io.stderr() };
}

/** Every file below `dir` but the state folder, path → bytes. */
async function siteBytes(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && !join(entry.parentPath, entry.name).includes('/.tessera'));
  return new Map(await Promise.all(files.map(async (entry) => {
    const path = join(entry.parentPath, entry.name);
    return [path.slice(dir.length + 1), (await readFile(path)).toString('base64')] as const;
  })));
}

// Two servers with their databases: slow to start on a busy machine.
beforeAll(async () => {
  [demo, empty] = await Promise.all([startListeningServer(3213), startListeningServer(3214, { empty: true })]);
}, 240_000);
afterAll(async () => {
  await Promise.all([demo?.close(), empty?.close(), ...dirs.map((dir) => rm(dir, { recursive: true, force: true }))]);
});

describe('tessera export, diff and apply', () => {
  let exported: string;
  let synced: string;

  it('exports deterministically: twice into the same directory, and into another, the same bytes', async () => {
    exported = await newDir();
    const first = await tessera(demo!, 'export', exported);
    expect(first).toMatchObject({ code: 0, err: '' });
    expect(first.out).toMatch(/^Exported 6 modules and \d+ pages from http:\/\/127\.0\.0\.1:3213 into /);
    const bytes = await siteBytes(exported);
    expect(bytes.has('images/logo-harbourside.svg')).toBe(true);
    expect(JSON.parse(Buffer.from(bytes.get('modules/about/module.json')!, 'base64').toString())).toMatchObject({ $schema: '../../.schemas/module-file.schema.json', id: 'about' });
    await tessera(demo!, 'export', exported);
    expect(await siteBytes(exported)).toEqual(bytes);
    const other = await newDir();
    await tessera(demo!, 'export', other);
    expect(await siteBytes(other)).toEqual(bytes);
    expect(await readFile(join(exported, '.tessera/.gitignore'), 'utf8')).toBe('*\n');
  });

  it('round trip: applied to an empty server and exported again, the same bytes; a second apply changes nothing', async () => {
    const applied = await tessera(empty!, 'apply', exported);
    expect(applied.code).toBe(0);
    expect(applied.out).toContain('Applied to http://127.0.0.1:3214.');
    synced = await newDir();
    expect((await tessera(empty!, 'export', synced)).code).toBe(0);
    expect(await siteBytes(synced)).toEqual(await siteBytes(exported));
    const again = await tessera(empty!, 'import', synced);
    expect(again).toMatchObject({ code: 0, out: 'No changes: the server already holds these files.\n' });
  });

  it('diff shows exactly an edited page title; apply makes it', async () => {
    const file = join(synced, 'modules/about/pages/team.json');
    const page = JSON.parse(await readFile(file, 'utf8')) as { name: string };
    await writeFile(file, JSON.stringify({ ...page, name: 'The crew' }, null, 2));
    const diff = await tessera(empty!, 'diff', synced);
    expect(diff).toMatchObject({ code: 0, out: '~ update page:about/team (modules/about/pages/team.json): /name\n0 to create, 1 to update, 0 to delete.\n' });
    const json = JSON.parse((await tessera(empty!, 'diff', synced, '--json')).out) as { plan: unknown[] };
    expect(json.plan).toEqual([{ element: 'page:about/team', file: 'modules/about/pages/team.json', action: 'update', paths: ['/name'] }]);
    expect((await tessera(empty!, 'apply', synced)).code).toBe(0);
    const stored = await empty!.ctx.db.selectFrom('pages').select(['id', 'name']).where('key', '=', 'team').executeTakeFirstOrThrow();
    expect(stored.name).toBe('The crew');
    // What members are served (through the server's caches, dropped by the apply's announcement) shows it too.
    const served = await fetch(`${empty!.url}/api/v1/structure/page/${stored.id}`, { headers: { authorization: `Bearer ${empty!.token}` } });
    expect(((await served.json()) as { name: string }).name).toBe('The crew');
  });

  it('a deleted page file: diff shows the delete, apply keeps the page, apply --prune removes it', async () => {
    await rm(join(synced, 'modules/about/pages/lab.json'));
    const moduleFile = join(synced, 'modules/about/module.json');
    const module = JSON.parse(await readFile(moduleFile, 'utf8')) as { childIds: string[] };
    await writeFile(moduleFile, JSON.stringify({ ...module, childIds: module.childIds.filter((key) => key !== 'lab') }));
    const diff = await tessera(empty!, 'diff', synced);
    expect(diff.out).toContain('- delete page:about/lab (modules/about/pages/lab.json is gone): kept; apply with --prune to delete it');
    expect((await tessera(empty!, 'apply', synced)).code).toBe(0);
    const lab = () => empty!.ctx.db.selectFrom('pages').select('id').where('key', '=', 'lab').executeTakeFirst();
    expect(await lab()).toBeDefined();
    const pruned = await tessera(empty!, 'apply', synced, '--prune');
    expect(pruned.out).toContain('- delete page:about/lab (modules/about/pages/lab.json)\n');
    expect(await lab()).toBeUndefined();
  });

  it('refuses to overwrite a page changed on the server since, naming it; --force applies', async () => {
    const page = await empty!.ctx.db.selectFrom('pages').select('id').where('key', '=', 'team').executeTakeFirstOrThrow();
    await updatePage(empty!.ctx, SYSTEM_ACTOR, page.id, { name: 'Renamed in the editor' });
    const file = join(synced, 'modules/about/pages/team.json');
    await writeFile(file, JSON.stringify({ ...JSON.parse(await readFile(file, 'utf8')) as object, name: 'Renamed in the files' }));
    const refused = await tessera(empty!, 'apply', synced);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('! conflict page:about/team (modules/about/pages/team.json): changed on the server since you last exported or applied');
    expect(refused.err).toContain('1 conflict: nothing was changed.');
    const name = async () => (await empty!.ctx.db.selectFrom('pages').select('name').where('id', '=', page.id).executeTakeFirstOrThrow()).name;
    expect(await name()).toBe('Renamed in the editor');
    expect((await tessera(empty!, 'apply', synced, '--force')).code).toBe(0);
    expect(await name()).toBe('Renamed in the files');
  });

  it('sends an image again, with its bytes, when the server lacks what the state file says it holds', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
    await writeFile(join(synced, 'images/new-logo.svg'), svg);
    const brandFile = join(synced, 'brands/night-shift.json');
    await writeFile(brandFile, JSON.stringify({ ...JSON.parse(await readFile(brandFile, 'utf8')) as object, logo: 'images/new-logo.svg' }));
    const stateFile = stateFilePath(synced, empty!.url);
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as { assets: string[] };
    const sha256 = createHash('sha256').update(svg).digest('hex');
    await writeFile(stateFile, JSON.stringify({ ...state, assets: [...state.assets, sha256] }));
    const applied = await tessera(empty!, 'apply', synced);
    expect(applied).toMatchObject({ code: 0, out: expect.stringContaining('~ update brand:night-shift (brands/night-shift.json): /logo') as unknown });
    expect(await empty!.files.get(sha256)).toEqual(Buffer.from(svg));
    expect((JSON.parse(await readFile(stateFile, 'utf8')) as { assets: string[] }).assets).toContain(sha256);
  });

  it('a malformed file exits 1 naming the file and path, and sends nothing (no server listens)', async () => {
    const file = join(synced, 'modules/about/pages/team.json');
    const page = JSON.parse(await readFile(file, 'utf8')) as { blocks: Array<{ type: string }> };
    page.blocks[0]!.type = 'no-such-type';
    await writeFile(file, JSON.stringify(page));
    const nobody = { url: 'http://127.0.0.1:9', token: 'x' };
    const result = await tessera(nobody, 'apply', synced);
    expect(result.code).toBe(1);
    expect(result.out).toContain(`${file} /blocks/0/type:`);
    expect(result.out).toContain('Nothing was sent to the server');
    await writeFile(file, '{ not json');
    expect((await tessera(nobody, 'diff', synced)).out).toContain(`${file}: This file cannot be read as JSON`);
  });

  it('exits 3 when the server cannot be reached', async () => {
    const result = await tessera({ url: 'http://127.0.0.1:9', token: 'x' }, 'export', await newDir());
    expect(result.code).toBe(3);
    expect(result.err).toContain('Cannot reach the server at http://127.0.0.1:9');
  });
});
