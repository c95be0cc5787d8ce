// Structure operations on a large site: loading one page's block tree from the database (what a
// page read does on a cache miss) and moving a block (the whole write: locks, checks, save,
// announcement), in process on the embedded database the server uses by default.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { SYSTEM_ACTOR } from '../../server/src/operations/actor.ts';
import { changeFeed } from '../../server/src/operations/change-feed.ts';
import { moveBlocks } from '../../server/src/operations/structure/blocks/move-blocks.ts';
import { readPage } from '../../server/src/operations/structure/read-page.ts';
import { below, reported, type Figure } from './figures.ts';

const MODULES = 200;
const PAGES_PER_MODULE = 10;
const BLOCKS_PER_PAGE = 10;
const PAGES = MODULES * PAGES_PER_MODULE;
const COUNT = Number(process.env.TESSERA_BENCH_STRUCTURE_COUNT ?? 500);

/**
 * 200 modules × 10 pages × 10 blocks: per page six headings and a columns block ([6, 6], two rich
 * texts in col-0, one in col-1) at the top level. Ids are set so each page's blocks are
 * (page - 1) × 10 + 1 … + 10.
 */
async function generateSite(db: Db): Promise<void> {
  await sql`insert into modules (key, slug, name) select 'm' || i, 'm' || i, 'Module ' || i from generate_series(1, ${MODULES}) i`.execute(db);
  await sql`
    insert into pages (module_id, key, slug, name, data, positions)
    select (i - 1) / ${PAGES_PER_MODULE} + 1, 'p' || i, 'p' || i, 'Page ' || i, '{"type":"other","width":"fluid"}'::jsonb,
      jsonb_build_object('col-0', (select jsonb_agg((i - 1) * ${BLOCKS_PER_PAGE} + n order by n) from generate_series(1, 7) n))
    from generate_series(1, ${PAGES}) i`.execute(db);
  await sql`
    insert into blocks (id, page_id, key, type, data) overriding system value
    select b, (b - 1) / ${BLOCKS_PER_PAGE} + 1, 'b' || b,
      case when (b - 1) % 10 < 6 then 'heading' when (b - 1) % 10 = 6 then 'columns' else 'richText' end,
      case when (b - 1) % 10 < 6 then jsonb_build_object('options', jsonb_build_object('text', 'Heading ' || b, 'level', 2))
           when (b - 1) % 10 = 6 then jsonb_build_object('options', '{}'::jsonb, 'columns', '[6, 6]'::jsonb,
             'positions', jsonb_build_object('col-0', jsonb_build_array(b + 1, b + 2), 'col-1', jsonb_build_array(b + 3)))
           else jsonb_build_object('options', jsonb_build_object('html', '<p>Text ' || b || '</p>')) end
    from generate_series(1, ${PAGES * BLOCKS_PER_PAGE}) b`.execute(db);
  await sql`select setval(pg_get_serial_sequence('blocks', 'id'), ${PAGES * BLOCKS_PER_PAGE})`.execute(db);
  await sql`update modules m set child_ids = (select jsonb_agg(p.id order by p.id) from pages p where p.module_id = m.id)`.execute(db);
  await sql`analyze`.execute(db);
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timed(count: number, run: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    await run(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** Page i's spread over the site, so reads do not all hit one page. */
const pageAt = (i: number) => ((i * 7919) % PAGES) + 1;

export async function structureOps(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-structure-'));
  const db = openDatabase({ kind: 'pglite', dir });
  try {
    await migrateToLatest(db);
    const generating = performance.now();
    await generateSite(db);
    console.log(`  generated ${MODULES} modules, ${PAGES} pages, ${PAGES * BLOCKS_PER_PAGE} blocks in ${Math.round(performance.now() - generating)} ms; ${COUNT} runs each`);

    // Warm-up, then the page reads.
    await timed(50, (i) => readPage(db, pageAt(i)));
    const reads = await timed(COUNT, async (i) => {
      const page = await readPage(db, pageAt(i));
      if (page?.blocks.length !== BLOCKS_PER_PAGE) throw new Error(`Page ${pageAt(i)} came back with ${page?.blocks.length} blocks`);
    });

    // A heading from the page's top level into the columns block's second column, then back.
    const ctx = { db, changes: changeFeed() };
    const move = (i: number) => {
      const pageId = pageAt(i >> 1);
      const first = (pageId - 1) * BLOCKS_PER_PAGE + 1;
      const top = { parentType: 'page' as const, parentId: pageId, col: 0, index: 0 };
      const column = { parentType: 'block' as const, parentId: first + 6, col: 1, index: 0 };
      const [from, to] = i % 2 === 0 ? [top, column] : [column, top];
      return moveBlocks(ctx, SYSTEM_ACTOR, { fromPageId: pageId, toPageId: pageId, updates: [{ id: first, from, to }] });
    };
    await timed(20, move);
    const moves = await timed(COUNT - (COUNT % 2), (i) => move(i + 20));

    return [
      reported('Page block tree load, median', Math.round(percentile(reads, 50) * 100) / 100, 'ms'),
      below('Page block tree load p99 (200 modules, 2,000 pages, 20,000 blocks)', Math.round(percentile(reads, 99) * 100) / 100, 'ms', 20),
      reported('Block move, median', Math.round(percentile(moves, 50) * 100) / 100, 'ms'),
      below('Block move p99 (same site)', Math.round(percentile(moves, 99) * 100) / 100, 'ms', 30),
    ];
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
