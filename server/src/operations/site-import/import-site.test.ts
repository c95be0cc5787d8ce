import { sql } from 'kysely';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.ts';
import { REPO_ROOT } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { describeEachDatabase, testDatabases } from '../../testing/databases.ts';
import { FIXTURE_PASSWORD, FIXTURE_SITE_DIR, loadTestSite, tempFileStore } from '../../testing/test-app.ts';
import { changeFeed } from '../change-feed.ts';
import type { Change } from '../context.ts';
import { importSite } from './import-site.ts';

describeEachDatabase('importSite', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  const announced: Change[][] = [];
  let imported: boolean;

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    await migrateToLatest(db);
    const changes = changeFeed();
    changes.subscribe('caches', (batch) => announced.push([...batch]));
    imported = await importSite({ db, changes }, await tempFileStore(), await loadTestSite(FIXTURE_SITE_DIR));
  });
  afterAll(() => dispose());

  it('imports into an empty database and announces what changed once, after the commit', async () => {
    expect(imported).toBe(true);
    const accounts = await db.selectFrom('accounts').select('id').orderBy('id').execute();
    const lists = await db.selectFrom('userLists').select('id').orderBy('id').execute();
    expect(announced).toEqual([[
      { scope: 'userLists', listIds: lists.map(({ id }) => id) }, { scope: 'structure' }, { scope: 'settings' }, { scope: 'brands' }, { scope: 'translations', languages: ['en', 'fr'] },
      ...accounts.map(({ id }) => ({ scope: 'account', accountId: id })), { scope: 'permissions' },
    ]]);
  });

  it('stores settings with module ids in moduleOrder', async () => {
    const { data } = await db.selectFrom('settings').select('data').executeTakeFirstOrThrow();
    const modules = await db.selectFrom('modules').select(['id', 'key']).execute();
    const idOf = (key: string) => modules.find((m) => m.key === key)?.id;
    expect(data.moduleOrder).toEqual([idOf('home'), idOf('members'), idOf('archive')]);
  });

  it('links modules to their pages by id, in order, with the default page', async () => {
    const home = await db.selectFrom('modules').selectAll().where('key', '=', 'home').executeTakeFirstOrThrow();
    const pages = await db.selectFrom('pages').select(['id', 'key']).where('moduleId', '=', home.id).execute();
    const idOf = (key: string) => pages.find((p) => p.key === key)?.id;
    expect(home.childIds).toEqual([idOf('welcome'), idOf('about')]);
    expect(home.defaultPageId).toBe(idOf('welcome'));
  });

  it('flattens the block tree into rows whose children and positions are ids', async () => {
    const page = await db.selectFrom('pages').selectAll().where('key', '=', 'welcome').executeTakeFirstOrThrow();
    const blocks = await db.selectFrom('blocks').selectAll().where('pageId', '=', page.id).execute();
    const byKey = new Map(blocks.map((b) => [b.key, b]));
    const id = (key: string) => byKey.get(key)?.id;
    expect(blocks).toHaveLength(7);
    expect(page.positions).toEqual({ 'col-0': [id('title'), id('intro'), id('more')] });
    expect(byKey.get('intro')?.data).toMatchObject({ columns: [8, 4], positions: { 'col-0': [id('intro-text')], 'col-1': [id('hero')] } });
    expect(byKey.get('more')?.data.children).toEqual([id('first-tab'), id('second-tab')]);
    expect(byKey.get('second-tab')?.data).toMatchObject({ title: 'Second', visibility: { visibleOnMobile: false } });
  });

  it('stores assets and swaps asset paths for file ids', async () => {
    const hero = await db.selectFrom('blocks').select('data').where('key', '=', 'hero').executeTakeFirstOrThrow();
    const photo = await db.selectFrom('files').selectAll().where('assetPath', '=', 'images/photo.svg').executeTakeFirstOrThrow();
    expect(hero.data.options).toEqual({ fileId: photo.id, alt: 'A photo' });
    expect(photo).toMatchObject({ mime: 'image/svg+xml', name: 'photo.svg', isAsset: true });
    const brands = await db.selectFrom('brands').selectAll().orderBy('id').execute();
    expect(brands.map((b) => [b.key, b.isActive])).toEqual([['main', true], ['plain', false]]);
    expect(brands[0]?.settings.logoId).toEqual(expect.any(Number));
    expect(brands[1]?.settings).toEqual({ logoId: null, faviconId: null });
  });

  it('turns list keys into ids in rules, and rolls everything back when one operation refuses', async () => {
    const crew = await db.selectFrom('userLists').select('id').where('key', '=', 'crew').executeTakeFirstOrThrow();
    const block = await db.selectFrom('blocks').select('data').where('key', '=', 'crew-only').executeTakeFirstOrThrow();
    expect(block.data.visibility?.rules?.children).toEqual([{ kind: 'userList', listId: crew.id }]);
    const site = await loadTestSite(FIXTURE_SITE_DIR);
    const broken = { ...site, modules: [{ ...site.modules[0]!, module: { ...site.modules[0]!.module, slug: 'admin' } }] };
    const { db: empty, dispose: disposeEmpty } = await database.open();
    try {
      await migrateToLatest(empty);
      await expect(importSite({ db: empty, changes: changeFeed() }, await tempFileStore(), broken)).rejects.toThrow('module/slug is reserved');
      expect(await empty.selectFrom('userLists').selectAll().execute()).toEqual([]);
    } finally {
      await disposeEmpty();
    }
  });

  it('creates the accounts with hashed passwords, roles and profiles', async () => {
    const accounts = await db.selectFrom('accounts').innerJoin('profiles', 'profiles.accountId', 'accounts.id')
      .select(['email', 'isAdmin', 'isElevated', 'passwordHash', 'data']).orderBy('accounts.id').execute();
    expect(accounts.map((a) => [a.email, a.isAdmin, a.isElevated])).toEqual([
      ['admin@fixture.test', true, false], ['editor@fixture.test', false, true], ['member@fixture.test', false, false],
    ]);
    expect(await verifyPassword(FIXTURE_PASSWORD, accounts[0]!.passwordHash)).toBe(true);
    expect(accounts[2]?.data).toEqual({ profile: { city: 'Brest', firstName: 'Mira', lastName: 'Member' }, meta: { language: 'fr' } });
  });

  it("keeps the site's own translations", async () => {
    const rows = await db.selectFrom('translations').selectAll().orderBy('language').execute();
    expect(rows).toEqual([
      { language: 'en', key: 'site.tagline', value: 'Make and mend' },
      { language: 'fr', key: 'errors.somethingWentWrong', value: 'Une erreur est survenue' },
    ]);
  });

  it('does not import twice, and announces nothing the second time', async () => {
    const before = await db.selectFrom('blocks').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    const changes = changeFeed();
    const again: Change[][] = [];
    changes.subscribe('caches', (batch) => again.push([...batch]));
    expect(await importSite({ db, changes }, await tempFileStore(), await loadTestSite(FIXTURE_SITE_DIR))).toBe(false);
    const after = await db.selectFrom('blocks').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(again).toEqual([]);
  });
});

describe('the demo site', () => {
  it('imports', async () => {
    const { db, dispose } = await testDatabases[0]!.open();
    try {
      await migrateToLatest(db);
      expect(await importSite({ db, changes: changeFeed() }, await tempFileStore(), await loadTestSite(join(REPO_ROOT, 'sites/demo')))).toBe(true);
      const emails = await db.selectFrom('accounts').select('email').orderBy('email').execute();
      expect(emails.map((a) => a.email)).toEqual(expect.arrayContaining(['ada@demo.test', 'admin@demo.test', 'editor@demo.test', 'grace@demo.test']));
      // Members worth browsing in the directory, a good share of them with an avatar among the site's images.
      expect(emails.length).toBeGreaterThanOrEqual(40);
      const avatars = await db.selectFrom('profiles').innerJoin('files', (join) => join.on(sql<boolean>`files.id = (profiles.data -> 'profile' ->> 'avatarFileId')::int`))
        .select('files.assetPath').execute();
      expect(avatars.length).toBeGreaterThanOrEqual(20);
      expect(avatars.every((row) => row.assetPath?.startsWith('images/people/'))).toBe(true);
      const memberships = await db.selectFrom('listMemberships as m').innerJoin('accounts as a', 'a.id', 'm.accountId').innerJoin('userLists as l', 'l.id', 'm.userListId')
        .select(['a.email', 'l.key', 'm.state']).orderBy('a.email').execute();
      expect(memberships.filter((m) => m.key === 'repair-cafe-fixers' && m.email.split('@')[0]!.length < 6)).toEqual([
        { email: 'ada@demo.test', key: 'repair-cafe-fixers', state: 'applied' },
        { email: 'grace@demo.test', key: 'repair-cafe-fixers', state: 'accepted' },
      ]);
      // The dynamic and system lists fill themselves from their rules once the accounts are in.
      const membersOf = (key: string) => memberships.filter((m) => m.key === key).map((m) => `${m.email} ${m.state}`);
      expect(membersOf('aberwen-locals')).toEqual(expect.arrayContaining(['ada@demo.test accepted', 'admin@demo.test accepted', 'editor@demo.test accepted']));
      expect(membersOf('aberwen-locals')).not.toContain('grace@demo.test accepted'); // Saint-Malo
      expect(membersOf('all-members')).toHaveLength(emails.length);
      expect(membersOf('administrators')).toEqual(['admin@demo.test accepted']);
      const briefing = await db.selectFrom('blocks').select('data').where('key', '=', 'fixers-briefing').executeTakeFirstOrThrow();
      const list = await db.selectFrom('userLists').select('id').where('key', '=', 'repair-cafe-fixers').executeTakeFirst();
      expect(briefing.data.visibility?.rules).toEqual({ logicalOperator: 'all', children: [{ kind: 'userList', listId: list?.id }] });
    } finally {
      await dispose();
    }
  });
});
