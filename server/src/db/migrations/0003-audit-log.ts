// The audit log: what members viewed (pages, profiles, entities), sent in batches by the runtime.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('audit_log')
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // Views are personal data: they go with the account.
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('log_type', 'text', (c) => c.notNull())
    .addColumn('subject', 'jsonb', (c) => c.notNull())
    .addColumn('action_time', 'timestamptz', (c) => c.notNull())
    .addColumn('extra', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Reports read one log type over a time range.
  await db.schema.createIndex('audit_log_type_time').on('audit_log').columns(['log_type', 'action_time']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}
