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
