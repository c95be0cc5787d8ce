// Opens the database: a PostgreSQL server through node-postgres, or embedded PGlite.
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect, type Dialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Where the data lives: a PostgreSQL connection string, a PGlite directory, or PGlite in memory. */
export type DatabaseLocation =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dir: string }
  | { kind: 'memory' };

/** Opens a Kysely handle; `db.destroy()` closes the pool or the embedded database. */
export function openDatabase(location: DatabaseLocation): Db {
  return new Kysely<Database>({ dialect: dialectFor(location), plugins: [new CamelCasePlugin()] });
}

function dialectFor(location: DatabaseLocation): Dialect {
  switch (location.kind) {
    case 'postgres': {
      const pool = new pg.Pool({ connectionString: location.url, max: 10 });
      // An idle connection dropped by the server (restart, failover) must not crash the process;
      // the pool replaces it on the next query.
      pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
      return new PostgresDialect({ pool });
    }
    case 'pglite':
      return new PGliteDialect(new PGlite(location.dir));
    case 'memory':
      return new PGliteDialect(new PGlite());
  }
}
