// The e-mail queue (issue 14, decision 0047): one row per message, written in the transaction that
// decided to send it and worked off by each server's mail worker. A worker claims rows with a
// lease (locked_until); a worker that dies leaves its lease to expire, and another takes the rows.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('mail_jobs')
    // Also the message's Message-ID and its outbox file name: a message sent again is the same message.
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    // The order messages were queued in (ids are random): sent in that order when due together.
    .addColumn('seq', 'bigint', (c) => c.notNull().generatedAlwaysAsIdentity())
    // The recipient; their address is read when sending. A deleted account takes its mail with it.
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    // A button to the site: its text and the path under the site's public address.
    .addColumn('action_label', 'text')
    .addColumn('action_path', 'text')
    // What the footer's unsubscribe link turns off; null for mail no preference governs.
    .addColumn('event_name', 'text')
    .addColumn('scope', 'text')
    .addColumn('target_id', 'text')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending').check(sql`state in ('pending', 'sent', 'failed')`))
    // Claims so far, counted when claimed, so a message that crashes its worker still runs out of tries.
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Not before then: now for a new message, later for one waiting to be retried.
    .addColumn('run_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('locked_by', 'text')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .execute();
  // What workers look for: pending messages that are due, oldest first.
  await db.schema.createIndex('mail_jobs_due').on('mail_jobs').columns(['run_at', 'seq']).where(sql.ref('state'), '=', 'pending').execute();
  await db.schema.createIndex('mail_jobs_account').on('mail_jobs').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_jobs').execute();
}
