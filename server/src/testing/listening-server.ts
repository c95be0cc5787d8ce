// A real server listening on a port, for clients tested over HTTP (the `tessera` CLI's sync
// commands): the demo site, or no site at all with only an admin account to apply one with.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { FileStore } from '../files/file-store.ts';
import { createAccount } from '../operations/accounts/create-account.ts';
import { SYSTEM_ACTOR } from '../operations/actor.ts';
import { changeFeed } from '../operations/change-feed.ts';
import type { OperationContext } from '../operations/context.ts';
import { importSite } from '../operations/site-import/import-site.ts';
import { sessionToken } from './auth-helpers.ts';
import { testDatabases } from './databases.ts';
import { DEMO_SITE_DIR } from './demo-site.ts';
import { loadTestSite, NO_RUNTIME_DIR, TEST_JWT_SECRET, tempFileStore } from './test-app.ts';

export interface ListeningServer {
  url: string;
  /** A token of an admin (admin@demo.test, or the empty server's admin@empty.test). */
  token: string;
  ctx: OperationContext & { db: Db };
  files: FileStore;
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface ListeningServerOptions {
  /** No site, only an admin account. */
  empty?: boolean;
  /** The database (a test database by default). */
  open?: () => Promise<{ db: Db; dispose(): Promise<void> }>;
  /** Told of each request as it arrives ('POST /api/v1/site/apply'). */
  onRequest?: (line: string) => void;
}

/** Starts a server on `port` (127.0.0.1) holding the demo site, or with `empty` no site (an existing database keeps what it holds). */
export async function startListeningServer(port: number, { empty = false, open = () => testDatabases[0]!.open(), onRequest }: ListeningServerOptions = {}): Promise<ListeningServer> {
  const { db, dispose } = await open();
  await migrateToLatest(db);
  const files = await tempFileStore();
  const ctx = { db, changes: changeFeed() };
  let admin = 'admin@demo.test';
  if (empty) {
    admin = 'admin@empty.test';
    const known = await db.selectFrom('accounts').select('id').where('email', '=', admin).executeTakeFirst();
    if (!known) await createAccount(ctx, SYSTEM_ACTOR, { email: admin, passwordHash: 'not-for-signing-in', role: 'admin', data: { profile: {}, meta: {} } });
  } else await importSite(ctx, files, await loadTestSite(DEMO_SITE_DIR));
  const app = await buildApp({ db, files, changes: ctx.changes, runtimeDir: NO_RUNTIME_DIR, jwtSecret: TEST_JWT_SECRET });
  if (onRequest) app.addHook('onRequest', async (request) => onRequest(`${request.method} ${request.url}`));
  await app.listen({ port, host: '127.0.0.1' });
  return {
    url: `http://127.0.0.1:${port}`, token: await sessionToken(ctx, admin), ctx, files, app,
    async close() {
      await app.close();
      await dispose();
    },
  };
}
