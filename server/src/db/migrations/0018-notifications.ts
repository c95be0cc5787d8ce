// Notifications (issue 14): what each member is told (data spec §3 Notification, in the lists chat,
// system and admin), their preferences per event (in the app, by e-mail), the items they follow
// (muted ones tell them nothing) and the admins' broadcasts to lists (the notification history).
import { sql, type Kysely } from 'kysely';

const inList = (column: string, values: readonly string[]) => sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('notifications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('list', 'text', (c) => c.notNull().check(inList('list', ['chat', 'system', 'admin'])))
    // A notification type of schemas/src/notifications/notification-types.ts.
    .addColumn('type', 'text', (c) => c.notNull())
    // Its source kind (forms spec §9): 3 AdminNotification, 7 NewCommentReply…
    .addColumn('type_id', 'integer', (c) => c.notNull())
    // What it is about: a list, a chat partner, a post (see its type's link).
    .addColumn('target_id', 'integer')
    // Free text its sender wrote (a broadcast, an admin's message on a decision); null when the type's text says it all.
    .addColumn('message', 'text')
    // userListId, entityId, parentId, postId, fromAccountId and the names shown in its text.
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('seen', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('read', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // A member's page of one list, newest first; and the unseen count of each list (the badges).
  await db.schema.createIndex('notifications_account_list').on('notifications').columns(['account_id', 'list', 'id']).execute();
  await sql`create index notifications_unseen on notifications (account_id, list) where not seen`.execute(db);

  // A member's choice for one event (absent: the event's defaults). `active` is by e-mail, as the spec's subscribable says.
  await db.schema.createTable('notification_preferences')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull().check(inList('scope', ['user', 'admin'])))
    .addColumn('event_name', 'text', (c) => c.notNull())
    .addColumn('active', 'boolean', (c) => c.notNull())
    .addColumn('in_app_active', 'boolean', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_preferences_pk', ['account_id', 'scope', 'event_name'])
    .execute();

  // What a member follows: the lists (and later entities, posts) that concern them; a muted one creates no notification.
  await db.schema.createTable('followed_items')
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('muted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('followed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('followed_items_pk', ['account_id', 'item_type', 'item_id'])
    .execute();

  // One admin's message to lists: the notification history.
  await db.schema.createTable('broadcasts')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sent_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    // The lists sent to, {id, label} with the label of then: the history reads the same after a list is renamed or deleted.
    .addColumn('lists', 'jsonb', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('recipient_count', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('broadcasts_sent_at').on('broadcasts').columns(['sent_at', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('broadcasts').execute();
  await db.schema.dropTable('followed_items').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notifications').execute();
}
