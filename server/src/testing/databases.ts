// The databases every server suite runs on: in-memory PGlite always, PostgreSQL when
// TEST_DATABASE_URL points at a server (each suite gets a fresh database, dropped afterwards).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { describe, inject } from 'vitest';
import { openDatabase, type Db } from '../db/database.ts';

export interface TestDatabase {
  name: string;
  /** Why this database is skipped, or null when it runs. */
  skipReason: string | null;
  open(): Promise<{ db: Db; dispose(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: 'PGlite',
  skipReason: null,
  async open() {
    // A copy of the empty database the global setup created once (empty-database.global-setup.ts).
    const db = openDatabase({ kind: 'memory', copyOf: new Blob([await readFile(inject('emptyPgliteDump'))]) });
    return { db, dispose: () => db.destroy() };
  },
};

function postgres(serverUrl: string | undefined): TestDatabase {
  return {
    name: 'PostgreSQL',
    skipReason: serverUrl ? null : 'TEST_DATABASE_URL is not set',
    async open() {
      if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
      const database = await createPostgresDatabase(serverUrl);
      const db = openDatabase({ kind: 'postgres', url: database.url });
      return {
        db,
        async dispose() {
          await db.destroy();
          await database.drop();
        },
      };
    },
  };
}

/**
 * A fresh, empty database on the PostgreSQL server at `serverUrl`, for tests that connect to it
 * more than once (several instances). `drop` waits until every connection to it has closed.
 */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => dropWhenClosed(serverUrl, name) };
}

/** Drops the database once the pool's connections have gone (they close a moment after destroy()). */
async function dropWhenClosed(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await withAdminClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
      return;
    } catch (error) {
      const inUse = (error as { code?: string }).code === '55006';
      if (!inUse || attempt === 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function withAdminClient(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

export const testDatabases: readonly TestDatabase[] = [pglite, postgres(process.env.TEST_DATABASE_URL)];

/** Declares `suite` once per test database; a skipped one says why in its title. */
export function describeEachDatabase(title: string, suite: (database: TestDatabase) => void): void {
  for (const database of testDatabases) {
    const label = database.skipReason ? `${title} [${database.name}: skipped, ${database.skipReason}]` : `${title} [${database.name}]`;
    describe.skipIf(database.skipReason !== null)(label, () => suite(database));
  }
}
