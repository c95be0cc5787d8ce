// User lists, second part (issue 13): the rule that fills a dynamic or system list, and the
// per-list admin flags (data spec §3, §6) that give the list's accepted members grants.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user_lists')
    // A rule tree (rule-tree.schema.json) over profile data, role and other memberships; only
    // dynamic and system lists have one, and their members are whoever it lets in.
    .addColumn('rule', 'jsonb')
    .addColumn('is_admin', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('allow_permissions', 'boolean', (c) => c.notNull().defaultTo(false))
    // Permission actions the accepted members hold when allow_permissions is on.
    .addColumn('permissions', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  // Counting a list's members by state (capacity, countUsers).
  await db.schema.createIndex('list_memberships_list_state').on('list_memberships').columns(['user_list_id', 'state']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('list_memberships_list_state').execute();
  await db.schema.alterTable('user_lists')
    .dropColumn('rule').dropColumn('is_admin').dropColumn('allow_permissions').dropColumn('permissions')
    .execute();
}
