// Several server instances on one PostgreSQL database, each with its own connections and worker,
// share the queue: every message sent once. (The embedded database has one server by design.)
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createPostgresDatabase } from '../testing/databases.ts';
import { MAIL_WORKER_DEFAULTS, startMailWorker } from './mail-worker.ts';
import { enqueueSome } from './testing/mail-test-database.ts';
import { composePlain, quietLog } from './testing/plain-compose.ts';
import { recording, type Recorded } from './testing/recording-transport.ts';
import { outboxTransport } from './transport/outbox-transport.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(`three instances on PostgreSQL${serverUrl ? '' : ' [skipped: TEST_DATABASE_URL is not set]'}`, () => {
  it('send each of 150 messages once between them', async () => {
    const database = await createPostgresDatabase(serverUrl!);
    const instances = [0, 1, 2].map(() => openDatabase({ kind: 'postgres', url: database.url }));
    const dir = await mkdtemp(join(tmpdir(), 'tessera-mail-instances-'));
    try {
      const [first] = instances;
      await migrateToLatest(first!);
      const { id: accountId } = await first!.insertInto('accounts').values({ email: 'member@mail.test', passwordHash: 'x', isAdmin: false, isElevated: false }).returning('id').executeTakeFirstOrThrow();
      const ids = await enqueueSome(first!, accountId, 150);
      const recorded: Recorded = { sends: [] };
      const workers = instances.map((db, i) => startMailWorker(
        { db, transport: recording(outboxTransport(dir), `instance-${i}`, recorded), compose: composePlain, log: quietLog },
        { ...MAIL_WORKER_DEFAULTS, workerId: `instance-${i}`, batchSize: 5, pollMs: 20 },
      ));
      const deadline = Date.now() + 30_000;
      while ((await first!.selectFrom('mailJobs').select('id').where('state', '=', 'pending').execute()).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await Promise.all(workers.map((worker) => worker.stop()));
      expect(recorded.sends.map((send) => send.jobId).sort()).toEqual([...ids].sort());
      expect(new Set(recorded.sends.map((send) => send.worker)).size).toBe(3);
      expect(await readdir(dir)).toHaveLength(150);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await database.drop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
