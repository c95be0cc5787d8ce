// The member directory's search over 50,000 generated members (issue 13): words typed as prefixes
// and a list filter, one page with its total, through the same operation the API route calls, in
// process on the embedded database (and on PostgreSQL when TEST_DATABASE_URL names a server).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../server/src/db/database.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import type { Actor } from '../../server/src/operations/actor.ts';
import { searchDirectory } from '../../server/src/operations/directory/search-directory.ts';
import { createPostgresDatabase } from '../../server/src/testing/databases.ts';
import { below, reported, type Figure } from './figures.ts';

const MEMBERS = 50_000;
const LISTS = 20;
const COUNT = Number(process.env.TESSERA_BENCH_DIRECTORY_COUNT ?? 1000);

const FIRST = ['Ada', 'Grace', 'Tomasz', 'Tamsin', 'Zoë', 'Morgan', 'Priya', 'Rhys', 'Siân', 'Dafydd', 'Aiko', 'Mei', 'Lucía', 'Jonas', 'Amara', 'Kwame', 'Olu', 'Ingrid', 'Hamid', 'Noor', 'Elin', 'Gareth', 'Bronwen', 'Yusuf', 'Chen', 'Marta', 'Pierre', 'Léa', 'Sven', 'Anja'];
const LAST = ['Lovelace', 'Hopper', 'Nowak', 'Oakes', 'Abbott', 'Reyes', 'Natarajan', 'Pritchard', 'Evans', 'Jones', 'Tanaka', 'Wong', 'García', 'Weber', 'Okafor', 'Mensah', 'Adeyemi', 'Larsen', 'Rahimi', 'Haddad', 'Morgan', 'Thomas', 'Price', 'Demir', 'Li', 'Kowalska', 'Dubois', 'Martin', 'Berg', 'Schulz'];
const CITIES = ['Aberwen', 'Porthaven', 'Saint-Malo', 'Cardiff', 'Bristol', 'Swansea', 'Brest', 'Cork', 'Plymouth', 'Galway'];
const SKILLS = ['welding', 'woodturning', 'electronics', 'sewing', 'rigging', 'pottery', 'printing', 'soldering', 'knitting', 'joinery', 'upholstery', 'coding'];
const BIOS = [
  'Fixes radios and anything with a valve', 'Restoring a 1930s gaff cutter, slowly', 'Teaches beginners to weld on Saturdays',
  'Knits on the night bus and sews sails', 'Prints posters for the harbour festival', 'Turns bowls from storm-felled oak',
  'Builds solar lanterns with school groups', 'Upholsters chairs rescued from skips', 'Writes firmware for tide sensors',
];
const TITLES = ['Boat builder', 'Retired engineer', 'Textile designer', 'Student', 'Teacher', 'Electrician', 'Carpenter', 'Nurse', 'Photographer', 'Developer'];

const pick = (words: readonly string[], expr: string) => sql.raw(`(array[${words.map((w) => `'${w}'`).join(',')}])[(${expr}) % ${words.length} + 1]`);

/** 50,000 accounts with profiles (the triggers index each), 20 lists, each member accepted into about two (one in 50 hidden). */
async function generateMembers(db: Db): Promise<void> {
  await sql`insert into accounts (email, password_hash) select 'm' || i || '@bench.test', 'x' from generate_series(1, ${MEMBERS}) i`.execute(db);
  await sql`
    insert into profiles (account_id, data)
    select a.id, jsonb_build_object('profile', jsonb_build_object(
        'firstName', ${pick(FIRST, 'a.id * 7')}, 'lastName', ${pick(LAST, 'a.id * 13 / 3')},
        'city', ${pick(CITIES, 'a.id / 7')}, 'title', ${pick(TITLES, 'a.id * 3')},
        'skills', jsonb_build_array(${pick(SKILLS, 'a.id')}, ${pick(SKILLS, 'a.id / 5')}),
        'bio', ${pick(BIOS, 'a.id / 3')}), 'meta', '{}'::jsonb)
    from accounts a`.execute(db);
  await sql`insert into user_lists (key, label, type) select 'list-' || i, 'List ' || i, 'group' from generate_series(1, ${LISTS}) i`.execute(db);
  await sql`
    insert into list_memberships (user_list_id, account_id, state, hidden)
    select l.id, a.id, 'accepted', a.id % 50 = 0 from accounts a join user_lists l on (a.id + l.id) % ${LISTS / 2} = 0`.execute(db);
  // As a database looks once it has settled (autovacuum on a server; hint bits set by earlier reads).
  await sql`vacuum analyze`.execute(db);
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Prefixes of two to four letters of the names, towns and skills, so each query matches a different share of the members. */
function prefixes(): string[] {
  const words = [...FIRST, ...LAST, ...CITIES, ...SKILLS];
  return words.flatMap((word) => [2, 3, 4].map((n) => word.slice(0, n).toLowerCase()));
}

async function measure(db: Db, label: string): Promise<Figure[]> {
  const generating = performance.now();
  await generateMembers(db);
  console.log(`  ${label}: generated ${MEMBERS.toLocaleString('en')} members in ${Math.round(performance.now() - generating)} ms; ${COUNT} searches`);
  const lists = (await db.selectFrom('userLists').select('id').where('key', 'like', 'list-%').execute()).map((row) => row.id);
  const reader: Actor = { accountId: 1, isAdmin: false, permissions: [] };
  const texts = prefixes();
  const search = (i: number) => searchDirectory(db, reader, {
    text: texts[(i * 31) % texts.length], filter: { type: 'userList', listIds: [lists[i % lists.length]!] }, page: 1 + (i % 3), limit: 12,
  });
  for (let i = 0; i < 50; i++) await search(i);
  const times: number[] = [];
  let matched = 0;
  for (let i = 0; i < COUNT; i++) {
    const start = performance.now();
    matched += (await search(i)).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`  ${label}: ${Math.round(matched / COUNT)} matches per search on average`);
  return [
    reported(`Directory search, median (${label})`, Math.round(percentile(times, 50) * 100) / 100, 'ms'),
    below(`Directory search p99, text + list filter over 50,000 members (${label})`, Math.round(percentile(times, 99) * 100) / 100, 'ms', 50),
  ];
}

export async function directorySearch(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-directory-'));
  const db = openDatabase({ kind: 'pglite', dir });
  const figures: Figure[] = [];
  try {
    await migrateToLatest(db);
    figures.push(...await measure(db, 'PGlite'));
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  const server = process.env.TEST_DATABASE_URL;
  if (!server) {
    console.log('  PostgreSQL: skipped (set TEST_DATABASE_URL to a server to measure it there too)');
    return figures;
  }
  const created = await createPostgresDatabase(server);
  const pg = openDatabase({ kind: 'postgres', url: created.url });
  try {
    await migrateToLatest(pg);
    figures.push(...await measure(pg, 'PostgreSQL'));
  } finally {
    await pg.destroy();
    await created.drop();
  }
  return figures;
}
