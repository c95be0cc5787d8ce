// Editing blocks in place: blocks deleted everywhere wait out their revert window (was_deleted plus
// a block_reverts row holding the token's digest and where the block stood), and the site's fields.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('blocks')
    .addColumn('was_deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  // A page's live blocks: the page read and every block write load them by page.
  await db.schema.createIndex('blocks_live_by_page').on('blocks').column('page_id').where(sql.ref('was_deleted'), '=', false).execute();

  await db.schema.createTable('block_reverts')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('block_id', 'integer', (c) => c.notNull())
    .addColumn('deleted_ids', 'jsonb', (c) => c.notNull())
    .addColumn('usages', 'jsonb', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('block_reverts_expiry').on('block_reverts').column('expires_at').execute();

  await db.schema.createTable('fields')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1).check(sql`revision >= 1`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('fields').execute();
  await db.schema.dropTable('block_reverts').execute();
  await db.schema.dropIndex('blocks_live_by_page').execute();
  await db.schema.alterTable('blocks').dropColumn('was_deleted').execute();
}
