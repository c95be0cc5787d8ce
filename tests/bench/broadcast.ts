// A broadcast to a list of 10,000 members (issue 14): the admin's POST until every notification is
// stored, while a member keeps loading GET /init (autocannon, 20 connections, for the broadcast's
// whole length, after a warm-up). The members are written straight into the seeded data directory before the
// server starts on it; the notifications stored are counted there after it stops.
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { openDatabase } from '../../server/src/db/database.ts';
import { assertPortFree, makeDataDir, removeDataDir, spawnServer, stopServer } from '../support/server-process.ts';
import { atLeast, below, reported, type Figure } from './figures.ts';
import { login } from './server.ts';

const MEMBERS = 10_000;
const LIST_KEY = 'bench-broadcast';
const LIST_LABEL = 'Everyone at the loft';
const MESSAGE = 'The workshop is closed on Monday for the boiler service.';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function waitForHealth(baseUrl: string): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 100) {
    if (await fetch(`${baseUrl}/api/v1/health`).then((reply) => reply.ok, () => false)) return;
    await sleep(100);
  }
  throw new Error(`${baseUrl} did not start`);
}

/** Runs `work` on the data directory's embedded database while no server holds it. */
async function withDatabase<T>(dataDir: string, work: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase({ kind: 'pglite', dir: join(dataDir, 'pgdata') });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** 10,000 accounts with profiles, each an accepted member of one new list. */
const addMembers = (dataDir: string) => withDatabase(dataDir, async (db) => {
  await sql`insert into accounts (email, password_hash) select 'b' || i || '@broadcast.test', 'x' from generate_series(1, ${MEMBERS}) i`.execute(db);
  await sql`insert into profiles (account_id, data)
    select id, jsonb_build_object('profile', jsonb_build_object('firstName', 'Member', 'lastName', id::text), 'meta', '{}'::jsonb)
    from accounts where email like '%@broadcast.test'`.execute(db);
  await sql`insert into user_lists (key, label, type) values (${LIST_KEY}, ${LIST_LABEL}, 'group')`.execute(db);
  await sql`insert into list_memberships (user_list_id, account_id, state)
    select l.id, a.id, 'accepted' from accounts a, user_lists l where a.email like '%@broadcast.test' and l.key = ${LIST_KEY}`.execute(db);
  await sql`vacuum analyze`.execute(db);
});

const storedNotifications = (dataDir: string) => withDatabase(dataDir, async (db) => {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('count'))
    .where('type', '=', 'broadcastNotificationToList').where('message', '=', MESSAGE).executeTakeFirstOrThrow();
  return Number(row.count);
});

interface Measured {
  storedMs: number;
  init: autocannon.Result;
}

/** The broadcast, timed, under the /init load. */
async function measure(baseUrl: string): Promise<Measured> {
  const adminJwt = await login(baseUrl, 'admin@demo.test');
  const memberJwt = await login(baseUrl, 'ada@demo.test');
  const headers = { authorization: `Bearer ${adminJwt}`, 'content-type': 'application/json' };
  const { userLists } = (await (await fetch(`${baseUrl}/api/v1/userLists`, { headers })).json()) as { userLists: Array<{ id: number; label: string }> };
  const list = userLists.find((candidate) => candidate.label === LIST_LABEL);
  if (!list) throw new Error('The benchmark list is missing');

  // A freshly started server answers its first requests slowly (caches filling, code not yet
  // optimised): two seconds of the same load first, not counted.
  await autocannon({ url: `${baseUrl}/api/v1/init`, headers: { authorization: `Bearer ${memberJwt}` }, connections: 20, duration: 2 });
  // /init under load from before the broadcast starts until just after it is stored.
  let load: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((done, fail) => {
    load = autocannon({ url: `${baseUrl}/api/v1/init`, headers: { authorization: `Bearer ${memberJwt}` }, connections: 20, duration: 60 },
      (error, result) => (error ? fail(error) : done(result)));
  });
  await sleep(500);
  const started = performance.now();
  const reply = await fetch(`${baseUrl}/api/v1/notifications/broadcast`, { method: 'POST', headers, body: JSON.stringify({ listIds: [list.id], message: MESSAGE }) });
  const storedMs = performance.now() - started;
  await sleep(200);
  load?.stop();
  const init = await finished;
  if (reply.status !== 200) throw new Error(`POST /notifications/broadcast answered ${reply.status}: ${await reply.text()}`);
  return { storedMs, init };
}

export async function broadcast(port: number): Promise<Figure[]> {
  const baseUrl = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  const dataDir = makeDataDir('bench-broadcast');
  try {
    const seeding = spawnServer({ port, dataDir, stdio: 'ignore' });
    await waitForHealth(baseUrl).finally(() => stopServer(seeding));
    await addMembers(dataDir);

    const server = spawnServer({ port, dataDir, stdio: 'ignore' });
    const { storedMs, init } = await waitForHealth(baseUrl).then(() => measure(baseUrl)).finally(() => stopServer(server));
    const stored = await storedNotifications(dataDir);
    const failed = init.non2xx + init.errors;
    console.log(`  ${stored} notifications stored in ${Math.round(storedMs)} ms; ${init['2xx']} GET /init answered meanwhile, p50 ${init.latency.p50} ms, p99 ${init.latency.p99} ms, max ${init.latency.max} ms`);
    return [
      atLeast('Broadcast to 10,000 members: notifications stored', stored, 'notifications', MEMBERS),
      below('Broadcast to 10,000 members: POST until all are stored', Math.round(storedMs), 'ms', 5000),
      below('GET /init p99 latency during the broadcast', init.latency.p99, 'ms', 50),
      reported('GET /init answered during the broadcast', init['2xx'], 'requests'),
      ...(failed > 0 ? [below('GET /init failed replies during the broadcast', failed, 'replies', 1)] : []),
    ];
  } finally {
    removeDataDir(dataDir);
  }
}
