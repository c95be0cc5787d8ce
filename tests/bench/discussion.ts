// A discussion with 10,000 comments (issue 15): the first page (10 posts with their reply counts)
// read over HTTP, and a comment posted while 500 sockets watch the block (each hears it as
// posts:changed). One server process on the embedded database, seeded from sites/demo; the
// comments are written into its database between two starts, the sockets live in this process.
import { sql } from 'kysely';
import { join } from 'node:path';
import type { CommunicationsReply } from '@tessera/schemas';
import { openDatabase } from '../../server/src/db/database.ts';
import { loginAt, startInstance, stopInstance, type Instance } from '../journeys/support/realtime-servers.ts';
import { closeAll, connectMany, deliveryTimes, percentile } from './fanout-sockets.ts';
import { below, reported, type Figure } from './figures.ts';
import { DEMO_PASSWORD } from './server.ts';

const POSTS = 10_000;
/** One post in five has replies (one to three). */
const SOCKETS = 500;
const READS = 500;
const WRITES = 200;

/** 10,000 posts by the demo's members in the Noticeboard's discussion, with replies, as written over weeks. */
async function seedDiscussion(dataDir: string): Promise<number> {
  const db = openDatabase({ kind: 'pglite', dir: join(dataDir, 'pgdata') });
  try {
    const { id: blockId } = await db.selectFrom('blocks as b').innerJoin('pages as p', 'p.id', 'b.pageId')
      .select('b.id').where('b.key', '=', 'talk').where('p.key', '=', 'noticeboard').executeTakeFirstOrThrow();
    await sql`
      insert into communications (block_id, scope, from_account_id, html, created_at)
      select ${blockId}, 'post', a.id, '<p>Comment ' || i || ': who has a spare soldering iron tip?</p>', now() - (${POSTS} - i) * interval '1 minute'
      from generate_series(1, ${POSTS}) i
      join lateral (select id from accounts order by id offset (i % 40) limit 1) a on true`.execute(db);
    await sql`
      insert into communications (block_id, parent_id, root_id, scope, from_account_id, html)
      select c.block_id, c.id, c.id, 'comment', c.from_account_id, '<p>A reply</p>'
      from communications c, generate_series(1, 3) n
      where c.block_id = ${blockId} and c.parent_id is null and c.id % 5 = 0 and n <= 1 + c.id % 3`.execute(db);
    await sql`
      update communications c set reply_count = r.n
      from (select parent_id, count(*)::int as n from communications where parent_id is not null group by parent_id) r
      where r.parent_id = c.id`.execute(db);
    await sql`insert into communication_blocks (block_id, post_count) values (${blockId}, ${POSTS})`.execute(db);
    await sql`vacuum analyze`.execute(db);
    return blockId;
  } finally {
    await db.destroy();
  }
}

async function timed(work: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const reply = await work();
  const took = performance.now() - start;
  if (!reply.ok) throw new Error(`answered ${reply.status}: ${await reply.text()}`);
  await reply.arrayBuffer();
  return took;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export async function discussion(port: number): Promise<Figure[]> {
  console.log(`\ndiscussion: a discussion of ${POSTS.toLocaleString('en')} comments; its first page read ${READS} times; ${WRITES} comments posted with ${SOCKETS} sockets watching`);
  const seeding = await startInstance({ port });
  await stopInstance(seeding, { keepData: true });
  const blockId = await seedDiscussion(seeding.dataDir);
  let server: Instance | undefined;
  try {
    server = await startInstance({ port, dataDir: seeding.dataDir });
    const base = `${server.baseUrl}/api/v1`;
    const ada = await loginAt(server, 'ada@demo.test', DEMO_PASSWORD);
    const grace = await loginAt(server, 'grace@demo.test', DEMO_PASSWORD);
    const firstPage = () => fetch(`${base}/communications/${blockId}?limit=10`, { headers: { authorization: `Bearer ${grace}` } });

    const sample = (await (await firstPage()).json()) as CommunicationsReply;
    if (sample.total !== POSTS || sample.items.length !== 10) throw new Error(`The first page holds ${sample.items.length} of ${sample.total} posts`);
    for (let i = 0; i < 50; i++) await timed(firstPage);
    const reads: number[] = [];
    for (let i = 0; i < READS; i++) reads.push(await timed(firstPage));

    const sockets = await connectMany(server.baseUrl, grace, SOCKETS);
    try {
      await Promise.all(sockets.map((socket) => socket.timeout(10_000).emitWithAck('block:subscribe', blockId)));
      const post = (i: number) => fetch(`${base}/structure/block/${blockId}/comment`, {
        method: 'PUT', headers: { authorization: `Bearer ${ada}`, 'content-type': 'application/json' },
        body: JSON.stringify({ comment: { message: `<p>Benchmark comment ${i}</p>` } }),
      });
      for (let i = 0; i < 20; i++) await timed(() => post(-i));
      const writes: number[] = [];
      const deliveries: number[] = [];
      let missed = 0;
      for (let i = 0; i < WRITES; i++) {
        const heard = await deliveryTimes(sockets, 'posts:changed', async () => {
          writes.push(await timed(() => post(i)));
        });
        deliveries.push(...heard.times);
        missed += heard.missed;
      }
      console.log(`  first page: median ${round(percentile(reads, 0.5))} ms; posting: median ${round(percentile(writes, 0.5))} ms; delivered to all ${SOCKETS} sockets: p99 ${round(percentile(deliveries, 0.99))} ms, ${missed} missed`);
      return [
        below(`Discussion first page (10 of ${POSTS.toLocaleString('en')} with reply counts), p99`, round(percentile(reads, 0.99)), 'ms', 20),
        below(`Posting a comment with ${SOCKETS} sockets watching the block, p99`, round(percentile(writes, 0.99)), 'ms', 30),
        reported(`New comment reaching all ${SOCKETS} sockets, p99`, round(percentile(deliveries, 0.99)), 'ms'),
        ...(missed > 0 ? [below('Comment deliveries missed', missed, 'sockets', 1)] : []),
      ];
    } finally {
      closeAll(sockets);
    }
  } finally {
    await stopInstance(server ?? seeding);
  }
}
