// Admin view-as (POST admin/viewAs, admin/reset): the lists a device session is viewing the site
// as a member of, kept with the session so it survives a reload and ends with the session.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Null: not viewing as anyone. A JSON array of list ids otherwise (never empty).
  await db.schema.alterTable('device_sessions').addColumn('view_as_list_ids', 'jsonb').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('device_sessions').dropColumn('view_as_list_ids').execute();
}
