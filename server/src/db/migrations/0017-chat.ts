// Private chat (issue 14): a conversation between two accounts, its messages, each member's read
// state, and the blocks a member sets against another (no messages either way while one stands).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('chats')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    // The two members, the lower account id first, so a pair has one conversation.
    .addColumn('first_account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('second_account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    // Who started it: until the first message only they list it.
    .addColumn('started_by', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('latest_message_id', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('chats_pair', ['first_account_id', 'second_account_id'])
    .addCheckConstraint('chats_ordered_pair', sql`first_account_id < second_account_id`)
    .execute();
  await db.schema.createIndex('chats_second_account').on('chats').column('second_account_id').execute();

  await db.schema.createTable('chat_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('from_account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('text')`))
    // Sanitised member HTML (server/src/html).
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('meta', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('connection_id', 'integer')
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Pages of a conversation, newest first.
  await db.schema.createIndex('chat_messages_chat').on('chat_messages').columns(['chat_id', 'id']).execute();
  await db.schema.alterTable('chats')
    .addForeignKeyConstraint('chats_latest_message', ['latest_message_id'], 'chat_messages', ['id'], (c) => c.onDelete('set null'))
    .execute();

  // Each member's side of a conversation: how many of the other's messages they have not read.
  await db.schema.createTable('chat_members')
    .addColumn('chat_id', 'integer', (c) => c.notNull().references('chats.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('unread', 'integer', (c) => c.notNull().defaultTo(0).check(sql`unread >= 0`))
    .addColumn('read_at', 'timestamptz')
    .addPrimaryKeyConstraint('chat_members_pk', ['chat_id', 'account_id'])
    .execute();
  await db.schema.createIndex('chat_members_account').on('chat_members').columns(['account_id', 'chat_id']).execute();

  await db.schema.createTable('member_blocks')
    .addColumn('blocker_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('blocked_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('member_blocks_pk', ['blocker_id', 'blocked_id'])
    .addCheckConstraint('member_blocks_not_self', sql`blocker_id <> blocked_id`)
    .execute();
  await db.schema.createIndex('member_blocks_blocked').on('member_blocks').column('blocked_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('member_blocks').execute();
  await db.schema.dropTable('chat_members').execute();
  await db.schema.alterTable('chats').dropConstraint('chats_latest_message').execute();
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chats').execute();
}
