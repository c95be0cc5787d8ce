// Posts and comments in blocks (issue 15): what members write in discussions, card walls and user
// posts, with replies (parent_id), reply counts, and reactions with their scores kept on the post.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('communications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The block it was written in (the API's targetId).
    .addColumn('block_id', 'integer', (c) => c.notNull().references('blocks.id').onDelete('cascade'))
    // The post or comment it answers; null for a post. root_id: the post a comment belongs to (its thread).
    .addColumn('parent_id', 'integer', (c) => c.references('communications.id').onDelete('cascade'))
    .addColumn('root_id', 'integer', (c) => c.references('communications.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull().check(sql`scope in ('post', 'comment')`))
    .addColumn('from_account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('title', 'text')
    // Sanitised member HTML (server/src/html), the members it mentions and its media.
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('mentions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('media', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // Every reaction given, and the count of each (kept with the reactions, in their transaction).
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0).check(sql`score >= 0`))
    .addColumn('reaction_scores', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // Direct replies not deleted.
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`reply_count >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('edited_at', 'timestamptz')
    // Removed by its author or a moderator (with why): no read shows it; a moderator may bring it back.
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('deleted_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('delete_reason', 'text')
    .addCheckConstraint('communications_scope_parent', sql`(scope = 'post') = (parent_id is null)`)
    .execute();
  // A block's posts and a post's replies, page by page, live ones only.
  await sql`create index communications_block_posts on communications (block_id, id) where parent_id is null and deleted_at is null`.execute(db);
  await sql`create index communications_replies on communications (parent_id, id) where deleted_at is null`.execute(db);

  // How many live posts each block holds: the total of its first page without counting them all.
  // (A post's or comment's replies are counted on it: reply_count.)
  await db.schema.createTable('communication_blocks')
    .addColumn('block_id', 'integer', (c) => c.primaryKey().references('blocks.id').onDelete('cascade'))
    .addColumn('post_count', 'integer', (c) => c.notNull().defaultTo(0).check(sql`post_count >= 0`))
    .execute();

  // One member's reaction (an emoji) to a post or comment; several kinds per member, each once.
  await db.schema.createTable('communication_reactions')
    .addColumn('communication_id', 'integer', (c) => c.notNull().references('communications.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('reaction_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('communication_reactions_pk', ['communication_id', 'account_id', 'reaction_id'])
    .execute();
  // A member's reacted posts (profile meta), latest first.
  await db.schema.createIndex('communication_reactions_account').on('communication_reactions').columns(['account_id', 'created_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('communication_reactions').execute();
  await db.schema.dropTable('communication_blocks').execute();
  await db.schema.dropTable('communications').execute();
}
