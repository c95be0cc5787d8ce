// The profiles a member viewed last (PUT profile/user/actions/viewedProfile): one row per viewer
// and viewed member, its time moved on each view. Both sides go with their account.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('profile_views')
    .addColumn('viewer_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('viewed_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('viewed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('profile_views_pkey', ['viewer_id', 'viewed_id'])
    .execute();
  // A member's latest views, newest first; and a deleted account's rows as the viewed side.
  await db.schema.createIndex('profile_views_latest').on('profile_views').columns(['viewer_id', 'viewed_at desc']).execute();
  await db.schema.createIndex('profile_views_viewed').on('profile_views').column('viewed_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('profile_views').execute();
}
