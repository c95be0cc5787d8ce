// Issue 14's acceptance: "a restart in the middle of a batch neither loses nor duplicates a
// message". The real server process sends a queue of messages and is killed (SIGKILL: no
// shutdown, leases left held) partway; started again, it sends the rest, each message once.
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { diskFileStore } from '../files/file-store.ts';
import { changeFeed } from '../operations/change-feed.ts';
import { seedIfEmpty } from '../seed.ts';
import { accountIdOf } from '../testing/auth-helpers.ts';
import { startServerProcess, until, untilReady, type ServerProcess } from '../testing/server-process.ts';
import { FIXTURE_SITE_DIR } from '../testing/test-app.ts';
import { enqueueSome } from './testing/mail-test-database.ts';
import { startSmtpListener, type SmtpListener } from './testing/smtp-listener.ts';

const PUBLIC_URL = 'http://club.test';

/** Works on the server's embedded database while no server runs on it. */
async function withDatabase<T>(dataDir: string, work: (db: Db) => Promise<T>): Promise<T> {
  const db = openDatabase({ kind: 'pglite', dir: join(dataDir, 'pgdata') });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

/** A seeded data directory with `count` messages queued for the fixture's member; their job ids. */
async function dataDirWithQueue(dataDir: string, count: number): Promise<string[]> {
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  return withDatabase(dataDir, async (db) => {
    await migrateToLatest(db);
    await seedIfEmpty({ db, changes: changeFeed() }, diskFileStore(join(dataDir, 'files')), FIXTURE_SITE_DIR);
    return enqueueSome(db, await accountIdOf(db, 'member@fixture.test'), count);
  });
}

const QUEUED = 2000;

const queueStates = (dataDir: string) => withDatabase(dataDir, (db) => db.selectFrom('mailJobs').select(['id', 'state', 'lockedBy']).execute());

describe('a server killed in the middle of a batch', () => {
  let root: string;
  let server: ServerProcess | undefined;
  let listener: SmtpListener | undefined;
  afterEach(async () => {
    server?.process.kill('SIGKILL');
    await server?.exited;
    await listener?.close();
    await rm(root, { recursive: true, force: true });
  });

  it('leaves, once started again, every message in the outbox exactly once', async () => {
    root = await mkdtemp(join(tmpdir(), 'tessera-mail-restart-'));
    const dataDir = join(root, 'data');
    const outbox = join(dataDir, 'outbox');
    // Enough that the kill, however late a loaded machine lets this test see the first files,
    // lands while most of the queue is still to send.
    const ids = await dataDirWithQueue(dataDir, QUEUED);
    const written = async () => (await readdir(outbox).catch(() => [] as string[]));

    server = startServerProcess(dataDir, { TESSERA_PUBLIC_URL: PUBLIC_URL });
    await until(async () => (await written()).length >= 40, 110_000, 'the first messages');
    server.process.kill('SIGKILL');
    await server.exited;

    // Killed mid-batch: part sent, the rest still queued, some of it under the dead server's lease.
    const afterKill = await queueStates(dataDir);
    expect(afterKill.filter((job) => job.state === 'sent').length).toBeLessThan(QUEUED);
    expect(afterKill.some((job) => job.state === 'pending' && job.lockedBy !== null)).toBe(true);

    server = startServerProcess(dataDir, { TESSERA_PUBLIC_URL: PUBLIC_URL });
    await untilReady(server);
    await until(async () => (await written()).filter((name) => name.endsWith('.eml')).length === QUEUED, 100_000, 'every message');
    server.process.kill('SIGTERM');
    await server.exited;
    server = undefined;

    const files = await written();
    expect(files.sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
    expect((await queueStates(dataDir)).filter((job) => job.state !== 'sent')).toEqual([]);
    // Each file is its own message, whole.
    for (const id of [ids[0]!, ids[QUEUED / 2]!, ids.at(-1)!]) {
      const mail = await simpleParser(await readFile(join(outbox, `${id}.eml`)));
      expect(mail.messageId).toBe(`<${id}@club.test>`);
      expect(mail.text).toContain('Text ');
    }
  }, 240_000);

  it('has the SMTP server accept every message exactly once, the one it was sending included', async () => {
    root = await mkdtemp(join(tmpdir(), 'tessera-mail-restart-'));
    const dataDir = join(root, 'data');
    const ids = await dataDirWithQueue(dataDir, 30);
    let received = 0;
    listener = await startSmtpListener({
      beforeAccepting() {
        // The server dies while its 10th message is arriving: it never hears it was accepted.
        received += 1;
        if (received !== 10) return;
        server?.process.kill('SIGKILL');
        throw new Error('The sender went away');
      },
    });
    const env = { TESSERA_PUBLIC_URL: PUBLIC_URL, SMTP_URL: `smtp://127.0.0.1:${listener.port}` };

    server = startServerProcess(dataDir, env);
    await server.exited;
    expect(listener.accepted).toHaveLength(9);

    server = startServerProcess(dataDir, env);
    await until(() => listener!.accepted.length >= 30, 110_000, 'every message');
    // A moment for a duplicate to show up, were one coming.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const messageIds = listener.accepted.map((mail) => mail.messageId);
    expect(messageIds).toHaveLength(30);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@club.test>`)));
  }, 240_000);
});
