// One app per test suite: a fresh database (see databases.ts), migrated and seeded from a site.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBlock } from '@tessera/blocks/definitions';
import { loadSite, type LoadedSite } from '@tessera/schemas/site-files';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../app.ts';
import type { Db } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { diskFileStore, type FileStore } from '../files/file-store.ts';
import { changeFeed, type ChangeFeed } from '../operations/change-feed.ts';
import { importSite } from '../operations/site-import/import-site.ts';
import { describeEachDatabase, type TestDatabase } from './databases.ts';

/** A small site covering what the suites check: columns, tabs, an image, an archived module, two brands. */
export const FIXTURE_SITE_DIR = fileURLToPath(new URL('./fixture-site/', import.meta.url));
export const FIXTURE_PASSWORD = 'fixture-password';
/** The token key of every test app. */
export const TEST_JWT_SECRET = new TextEncoder().encode('test-secret-'.repeat(4));
/** A runtime directory that does not exist: /app answers 503 and sockets hear build null. */
export const NO_RUNTIME_DIR = join(tmpdir(), 'tessera-no-runtime');

/** A file store in a fresh temporary directory. */
export async function tempFileStore(): Promise<FileStore> {
  return diskFileStore(await mkdtemp(join(tmpdir(), 'tessera-files-')));
}

/** Loads a site directory, failing with every problem listed when it is invalid. */
export async function loadTestSite(dir: string): Promise<LoadedSite> {
  const { site, problems } = await loadSite(dir, { checkBlock });
  if (!site) throw new Error(`The test site ${dir} has problems: ${JSON.stringify(problems, null, 2)}`);
  return site;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  files: FileStore;
  /** The app's change feed, for announcing changes no endpoint makes yet. */
  changes: ChangeFeed;
  runtimeDir: string;
}

/** What a suite may choose: the site, the runtime build, and app options such as the rotation grace period or e-mail delivery. */
export interface TestAppOptions extends Pick<AppOptions, 'rotationGraceMs' | 'trustProxy' | 'mail'> {
  siteDir?: string;
  runtimeDir?: string;
}

/** Migrates, imports `siteDir` and builds the app; `dispose` closes everything. */
async function startTestApp(database: TestDatabase, options: TestAppOptions = {}): Promise<TestApp & { dispose(): Promise<void> }> {
  const { db, dispose } = await database.open();
  await migrateToLatest(db);
  const files = await tempFileStore();
  const changes = changeFeed();
  await importSite({ db, changes }, files, await loadTestSite(options.siteDir ?? FIXTURE_SITE_DIR));
  const runtimeDir = options.runtimeDir ?? NO_RUNTIME_DIR;
  const app = await buildApp({ db, files, changes, runtimeDir, jwtSecret: TEST_JWT_SECRET, rotationGraceMs: options.rotationGraceMs, trustProxy: options.trustProxy, mail: options.mail });
  return {
    app, db, files, changes, runtimeDir,
    async dispose() {
      await app.close();
      await dispose();
    },
  };
}

/**
 * Declares `suite` once per test database (PostgreSQL is skipped, with the reason in its title,
 * when TEST_DATABASE_URL is not set). `current()` gives the suite's app inside tests.
 */
export function describeAppOnEachDatabase(
  title: string,
  suite: (current: () => TestApp) => void,
  options: TestAppOptions = {},
): void {
  describeEachDatabase(title, (database) => {
    let testApp: (TestApp & { dispose(): Promise<void> }) | undefined;
    beforeAll(async () => {
      testApp = await startTestApp(database, options);
    });
    afterAll(() => testApp?.dispose());
    suite(() => {
      if (!testApp) throw new Error('The test app is not ready');
      return testApp;
    });
  });
}
