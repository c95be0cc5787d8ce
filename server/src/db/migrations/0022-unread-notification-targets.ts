// A member's unread notifications of one type about one target, found by an index: chat sends make
// no second "new message" while one is unread (notify's whileUnread), and reading a conversation
// marks its notifications read (markTargetRead).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index notifications_unread_target on notifications (account_id, type, target_id) where not read`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('notifications_unread_target').execute();
}
