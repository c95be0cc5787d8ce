import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { describeEachDatabase } from '../testing/databases.ts';
import { MAIL_WORKER_DEFAULTS, startMailWorker, type MailWorker, type MailWorkerSettings } from './mail-worker.ts';
import { enqueueSome, useMailTestDatabase } from './testing/mail-test-database.ts';
import { composePlain, quietLog } from './testing/plain-compose.ts';
import { recording, type Recorded } from './testing/recording-transport.ts';
import type { MailTransport } from './transport/mail-transport.ts';
import { outboxTransport } from './transport/outbox-transport.ts';


describeEachDatabase('the mail worker', (database) => {
  const current = useMailTestDatabase(database);
  let dir: string;
  const workers: MailWorker[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-mail-'));
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await rm(dir, { recursive: true, force: true });
  });

  function start(db: Db, transport: MailTransport, settings: Partial<MailWorkerSettings> & { workerId: string }): MailWorker {
    const worker = startMailWorker(
      { db, transport, compose: composePlain, log: quietLog },
      { ...MAIL_WORKER_DEFAULTS, pollMs: 20, ...settings },
    );
    workers.push(worker);
    return worker;
  }

  const states = async () => (await current().db.selectFrom('mailJobs').select(['state', 'attempts', 'lockedBy', 'lastError']).orderBy('seq').execute());
  async function untilNonePending(timeoutMs = 20_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while ((await states()).some((job) => job.state === 'pending')) {
      if (Date.now() > deadline) throw new Error('Messages are still pending');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('sends each queued message once, into the outbox as <job id>.eml, and records it as sent', async () => {
    const { db, accountId } = current();
    const ids = await enqueueSome(db, accountId, 3);
    const recorded: Recorded = { sends: [] };
    start(db, recording(outboxTransport(dir), 'a', recorded), { workerId: 'a' });
    await untilNonePending();
    expect(recorded.sends.map((send) => send.jobId)).toEqual(ids);
    expect((await readdir(dir)).sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
    expect(await states()).toEqual(ids.map(() => ({ state: 'sent', attempts: 1, lockedBy: null, lastError: null })));
  });

  it('shares the queue between two workers: every message sent, none twice', async () => {
    const { db, accountId } = current();
    const ids = await enqueueSome(db, accountId, 40);
    const recorded: Recorded = { sends: [] };
    const outbox = outboxTransport(dir);
    start(db, recording(outbox, 'a', recorded), { workerId: 'a', batchSize: 4 });
    start(db, recording(outbox, 'b', recorded), { workerId: 'b', batchSize: 4 });
    await untilNonePending();
    expect(recorded.sends.map((send) => send.jobId).sort()).toEqual([...ids].sort());
    expect(new Set(recorded.sends.map((send) => send.worker))).toEqual(new Set(['a', 'b']));
    expect(await readdir(dir)).toHaveLength(40);
  });

  it('keeps a message it could not send for a retry, with the error', async () => {
    const { db, accountId } = current();
    await enqueueSome(db, accountId, 1);
    // The outbox path is a file: writing the message fails as a full or read-only disk would.
    const blocked = join(dir, 'outbox');
    await writeFile(blocked, 'not a directory');
    start(db, outboxTransport(blocked), { workerId: 'a' });
    const deadline = Date.now() + 10_000;
    while ((await states())[0]?.lastError === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await states()).toEqual([{ state: 'pending', attempts: 1, lockedBy: null, lastError: expect.stringMatching(/EEXIST|ENOTDIR/) }]);
    const { seconds } = await db.selectFrom('mailJobs').select(sql<number>`extract(epoch from run_at - now())`.as('seconds')).executeTakeFirstOrThrow();
    expect(Number(seconds)).toBeGreaterThan(25);
  });

  it('stops between two messages, giving back the rest of its batch uncounted', async () => {
    const { db, accountId } = current();
    await enqueueSome(db, accountId, 5);
    const recorded: Recorded = { sends: [] };
    const slow = () => new Promise<void>((resolve) => setTimeout(resolve, 100));
    const worker = start(db, recording(outboxTransport(dir), 'a', recorded, slow), { workerId: 'a', batchSize: 5 });
    while (recorded.sends.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await worker.stop();
    const after = await states();
    expect(after.filter((job) => job.state === 'sent')).toHaveLength(recorded.sends.length);
    expect(after.filter((job) => job.state === 'pending')).toEqual(Array(5 - recorded.sends.length).fill({ state: 'pending', attempts: 0, lockedBy: null, lastError: null }));
  });
});
