// A migrated database with one member, for the queue's tests (no site needed).
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Db } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import type { TestDatabase } from '../../testing/databases.ts';
import { enqueueMail, type MailMessage } from '../queue/enqueue-mail.ts';

export interface MailTestDatabase {
  db: Db;
  /** The member every message goes to. */
  accountId: number;
}

/** Opens `database` for the suite, with the queue emptied before each test. */
export function useMailTestDatabase(database: TestDatabase): () => MailTestDatabase {
  let opened: (MailTestDatabase & { dispose(): Promise<void> }) | undefined;
  beforeAll(async () => {
    const { db, dispose } = await database.open();
    await migrateToLatest(db);
    const { id } = await db.insertInto('accounts')
      .values({ email: 'member@mail.test', passwordHash: 'not used', isAdmin: false, isElevated: false })
      .returning('id').executeTakeFirstOrThrow();
    opened = { db, accountId: id, dispose };
  });
  beforeEach(async () => {
    await opened?.db.deleteFrom('mailJobs').execute();
  });
  afterAll(() => opened?.dispose());
  return () => {
    if (!opened) throw new Error('The database is not open yet');
    return opened;
  };
}

/** `count` messages to `accountId`, queued in one transaction; their job ids in order. */
export function enqueueSome(db: Db, accountId: number, count: number, extra: Partial<MailMessage> = {}): Promise<string[]> {
  const messages = Array.from({ length: count }, (_, i): MailMessage => ({
    accountId, language: 'en', subject: `Message ${i + 1}`, text: `Text ${i + 1}`, html: `<p>Text ${i + 1}</p>`,
    preference: { eventName: 'newMessage' }, ...extra,
  }));
  return db.transaction().execute((trx) => enqueueMail(trx, messages));
}
