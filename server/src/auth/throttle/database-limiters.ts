// Failure counters in the database, shared by every instance: rate-limiter-flexible's PostgreSQL
// store over the `credential_failures` table (migration 0005).
import { CompiledQuery } from 'kysely';
import { RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '../../db/database.ts';
import type { FailureLimit } from './credential-throttle.ts';

/**
 * The store speaks to a node-postgres-like client (`query({ text, values })` → `{ rows, rowCount }`);
 * this one runs its SQL through Kysely, so embedded PGlite serves as well as a PostgreSQL server.
 */
function kyselyClient(db: Db) {
  return {
    async query({ text, values }: { text: string; values?: readonly unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(text, [...(values ?? [])]));
      const rowCount = result.numAffectedRows === undefined ? result.rows.length : Number(result.numAffectedRows);
      return { rows: result.rows, rowCount };
    },
  };
}

/** A counter of `limit` under `name` (the key prefix) in the database. */
export function databaseLimiter(db: Db, name: string, { points, durationSeconds }: FailureLimit): RateLimiterAbstract {
  return new RateLimiterPostgres({
    storeClient: kyselyClient(db),
    storeType: 'client',
    tableName: 'credential_failures',
    // Created by the migration; expired rows are cleared every five minutes.
    tableCreated: true,
    keyPrefix: name,
    points,
    duration: durationSeconds,
  });
}
