// Abuse reports: a member's report of a post or comment (one per member and item: a second report
// replaces the first), its category and where it stands. What moderators do is written to the
// audit log (log type moderation, subject the item), which is also the report's history.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('abuse_reports')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('reporter_account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // A report goes with its item: the item's deletion by moderators keeps the row, a block's removal does not.
    .addColumn('communication_id', 'integer', (c) => c.notNull().references('communications.id').onDelete('cascade'))
    .addColumn('reported_type', 'text', (c) => c.notNull().check(sql`reported_type in ('post', 'comment')`))
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('spam', 'harassment', 'hate', 'misinformation', 'other')`))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'inReview', 'resolved', 'dismissed')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('abuse_reports_one_per_member', ['reporter_account_id', 'communication_id'])
    .execute();
  // The list groups reports by item, newest first.
  await db.schema.createIndex('abuse_reports_item').on('abuse_reports').columns(['communication_id', 'created_at']).execute();
  await db.schema.createIndex('abuse_reports_created').on('abuse_reports').column('created_at').execute();
  // A report's history reads the moderation entries of one item.
  await sql`create index audit_log_moderation_item on audit_log (((subject->>'id')::int), action_time) where log_type = 'moderation'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index audit_log_moderation_item`.execute(db);
  await db.schema.dropTable('abuse_reports').execute();
}
