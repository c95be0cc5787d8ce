// Credential hardening (issue 8): token generations for refresh rotation, and the counters of
// failed credential attempts that throttle guessing on every instance.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Each refresh moves the session to the next generation; a token names the generation it was
  // signed for. The previous generation still works until `rotated_at` plus the grace period.
  await db.schema.alterTable('device_sessions')
    .addColumn('token_generation', 'integer', (c) => c.notNull().defaultTo(1).check(sql`token_generation >= 1`))
    .execute();
  await db.schema.alterTable('device_sessions').addColumn('rotated_at', 'timestamptz').execute();

  // The table rate-limiter-flexible's PostgreSQL store reads and writes (auth/throttle/): one row
  // per counted key (a digest: no email address or client address is stored), `expire` in ms since
  // the epoch.
  await db.schema.createTable('credential_failures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expire', 'bigint')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('credential_failures').execute();
  await db.schema.alterTable('device_sessions').dropColumn('rotated_at').dropColumn('token_generation').execute();
}
