// Opens the database: a PostgreSQL server through node-postgres, or embedded PGlite.
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import type pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/**
 * Where the data lives: a PostgreSQL connection string, a PGlite directory, or PGlite in memory
 * (new, or a copy of a data directory dumped by createEmptyDatabaseDump).
 */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dir: string }
  | { kind: 'memory'; copyOf?: Blob };

/**
 * Opens a Kysely handle; `db.destroy()` closes the pool or the embedded database. Column names are
 * mapped to camelCase, never the keys inside JSON values: a field's rules (`feed_valid`,
 * `min_custom`) and profile data keys are stored and read back as written.
 */
export function openDatabase(location: DatabaseLocation): Db {
  return new Kysely<Database>({ dialect: dialectFor(location), plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })] });
}

/** node-postgres is loaded only when a PostgreSQL server is used; the embedded default never needs it. */
async function openPool(url: string): Promise<pg.Pool> {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return pool;
}

/**
 * Postgres reserves 128 MB of shared buffers by default, and inside PGlite they are resident
 * memory of our own process. One organisation's embedded database is a few megabytes and the
 * operating system caches its files anyway, so 16 MB of buffers is plenty (and saves ~120 MB).
 */
const embeddedOptions = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

function dialectFor(location: DatabaseLocation): Dialect {
  switch (location.kind) {
    case 'postgres':
      return new PostgresDialect({ pool: () => openPool(location.url) });
    case 'pglite':
      return new PGliteDialect(new PGlite(location.dir, embeddedOptions));
    case 'memory':
      return new PGliteDialect(new PGlite({ ...embeddedOptions, loadDataDir: location.copyOf }));
  }
}

/** A tar of a new, empty PGlite data directory: opening a copy skips initdb (~2 s). */
export async function createEmptyDatabaseDump(): Promise<Uint8Array> {
  const pglite = new PGlite(embeddedOptions);
  try {
    return new Uint8Array(await (await pglite.dumpDataDir('none')).arrayBuffer());
  } finally {
    await pglite.close();
  }
}
