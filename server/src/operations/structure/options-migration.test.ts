// Blocks saved under an older options version reach clients migrated, and the import stores them
// at the current version. No real block type has a migration yet, so a test-only type has two.
import { cp, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkBlock } from '@tessera/blocks/definitions';
import { loadSite } from '@tessera/schemas/site-files';
import type { Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { describeEachDatabase } from '../../testing/databases.ts';
import { FIXTURE_SITE_DIR, tempFileStore } from '../../testing/test-app.ts';
import { changeFeed } from '../change-feed.ts';
import { importSite } from '../site-import/import-site.ts';
import { readBlocks } from './read-blocks.ts';
import { readPage } from './read-page.ts';

vi.mock('@tessera/blocks/definitions', async (importOriginal) => {
  const real = await importOriginal<typeof import('@tessera/blocks/definitions')>();
  const quote = real.defineBlock({
    type: 'quote',
    optionsSchema: {
      $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', required: ['body', 'align'], additionalProperties: false,
      properties: { body: { type: 'string' }, align: { enum: ['start', 'center'] } },
    },
    defaults: { body: '', align: 'start' },
    migrations: [
      { version: 2, name: 'rename-text-to-body', up: ({ text, ...rest }) => ({ ...rest, body: text }) },
      { version: 3, name: 'add-align', up: (options) => ({ align: 'start', ...options }) },
    ],
  });
  return { ...real, ...real.createBlockCatalogue([...real.blockDefinitions.values(), quote], real.retiredBlockTypes) };
});

describeEachDatabase('block options versions', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let pageId: number;

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    await migrateToLatest(db);
    const dir = await mkdtemp(join(tmpdir(), 'tessera-site-'));
    await cp(FIXTURE_SITE_DIR, dir, { recursive: true });
    await writeFile(join(dir, 'modules/home/pages/about.json'), JSON.stringify({
      id: 'about', slug: 'about', name: 'About',
      blocks: [
        { id: 'old-quote', type: 'quote', options: { text: 'Make do and mend' } },
        { id: 'new-quote', type: 'quote', optionsVersion: 3, options: { body: 'Fix it', align: 'center' } },
        { id: 'heading', type: 'heading', options: { text: 'Quotes', level: 2 } },
      ],
    }));
    const { site, problems } = await loadSite(dir, { checkBlock });
    if (!site) throw new Error(JSON.stringify(problems));
    await importSite({ db, changes: changeFeed() }, await tempFileStore(), site);
    pageId = (await db.selectFrom('pages').select('id').where('key', '=', 'about').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => dispose());

  const stored = async (key: string) => (await db.selectFrom('blocks').select(['id', 'data']).where('key', '=', key).executeTakeFirstOrThrow());

  it('imports options migrated to the current version, and says which version they are', async () => {
    expect((await stored('old-quote')).data).toMatchObject({ options: { body: 'Make do and mend', align: 'start' }, optionsVersion: 3 });
    expect((await stored('new-quote')).data).toMatchObject({ options: { body: 'Fix it', align: 'center' }, optionsVersion: 3 });
  });

  it('leaves the version out of options at version 1, where absent means 1', async () => {
    expect((await stored('heading')).data).toEqual({ options: { text: 'Quotes', level: 2 } });
  });

  it('migrates options saved under an older version when it reads them', async () => {
    const { id } = await stored('old-quote');
    await db.updateTable('blocks').set({ data: JSON.stringify({ options: { text: 'Saved long ago' } }) }).where('id', '=', id).execute();
    const [block] = await readBlocks(db, [id]);
    expect(block).toMatchObject({ options: { body: 'Saved long ago', align: 'start' }, optionsVersion: 3 });
    const page = await readPage(db, pageId);
    expect(page?.blocks.find((b) => b.id === id)).toMatchObject({ options: { body: 'Saved long ago', align: 'start' }, optionsVersion: 3 });
    expect(page?.blocks.find((b) => b.key === 'heading')).not.toHaveProperty('optionsVersion');
  });
});

describe('the real block types', () => {
  it('have no migration yet (this suite’s quote type is test-only)', async () => {
    const real = await vi.importActual<typeof import('@tessera/blocks/definitions')>('@tessera/blocks/definitions');
    expect([...real.blockDefinitions.values()].filter((definition) => definition.migrations.length > 0)).toEqual([]);
    expect(real.blockDefinitions.has('quote')).toBe(false);
  });
});
