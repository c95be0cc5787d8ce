import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { migrateToLatest } from './db/migrate.ts';
import { changeFeed } from './operations/change-feed.ts';
import { seedIfEmpty } from './seed.ts';
import { describeEachDatabase } from './testing/databases.ts';
import { FIXTURE_SITE_DIR, tempFileStore } from './testing/test-app.ts';

describeEachDatabase('seedIfEmpty', (database) => {
  it('refuses an invalid site, listing its problems, and imports nothing', async () => {
    const { db, dispose } = await database.open();
    try {
      await migrateToLatest(db);
      const broken = await mkdtemp(join(tmpdir(), 'tessera-site-'));
      await cp(FIXTURE_SITE_DIR, broken, { recursive: true });
      await writeFile(join(broken, 'modules/home/module.json'), JSON.stringify({ id: 'home', slug: 'Not A Slug', name: 'Home', childIds: [] }));
      await expect(seedIfEmpty({ db, changes: changeFeed() }, await tempFileStore(), broken)).rejects.toThrow('modules/home/module.json');
      expect(await db.selectFrom('settings').select('id').execute()).toEqual([]);
    } finally {
      await dispose();
    }
  });

  it('refuses a site whose blocks break their types, naming file and JSON path, and imports nothing', async () => {
    const { db, dispose } = await database.open();
    try {
      await migrateToLatest(db);
      const broken = await mkdtemp(join(tmpdir(), 'tessera-site-'));
      await cp(FIXTURE_SITE_DIR, broken, { recursive: true });
      await writeFile(join(broken, 'modules/home/pages/about.json'), JSON.stringify({
        id: 'about', slug: 'about', name: 'About',
        blocks: [
          { id: 'title', type: 'heading', options: { text: 42, level: 9, bogus: true } },
          { id: 'typo', type: 'headnig' },
          { id: 'empty-tabs', type: 'tabs' },
        ],
      }));
      const refusal = await seedIfEmpty({ db, changes: changeFeed() }, await tempFileStore(), broken).then(
        () => { throw new Error('The site was seeded'); },
        (error: unknown) => error as Error,
      );
      expect(refusal.message).toContain('cannot be imported');
      for (const line of [
        "modules/home/pages/about.json /blocks/0/options: must NOT have additional properties 'bogus'",
        'modules/home/pages/about.json /blocks/0/options/text: must be string',
        'modules/home/pages/about.json /blocks/0/options/level: must be equal to one of the allowed values: 1, 2, 3, 4',
        "modules/home/pages/about.json /blocks/1/type: Unknown block type 'headnig'. Did you mean 'heading'?",
        'modules/home/pages/about.json /blocks/2: A tabs block needs child blocks in children, one per tab.',
      ]) expect(refusal.message).toContain(line);
      expect(await db.selectFrom('settings').select('id').execute()).toEqual([]);
    } finally {
      await dispose();
    }
  });

  it('imports once, then leaves the site alone without reading the directory', async () => {
    const { db, dispose } = await database.open();
    try {
      await migrateToLatest(db);
      const ctx = { db, changes: changeFeed() };
      expect(await seedIfEmpty(ctx, await tempFileStore(), FIXTURE_SITE_DIR)).toBe('seeded');
      expect(await seedIfEmpty(ctx, await tempFileStore(), '/nonexistent/site')).toBe('already-seeded');
    } finally {
      await dispose();
    }
  });
});
