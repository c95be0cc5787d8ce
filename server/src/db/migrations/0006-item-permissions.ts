// Grants kept on structure items (docs/decisions/0019): one row per action a holder (an account or
// a user list's accepted members) may take on a module, page or block, or, with `subject`, on the
// pages or blocks inside it. Each row names exactly one item and one holder; deleting either
// deletes the grant.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('item_permissions')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('module_id', 'integer', (c) => c.references('modules.id').onDelete('cascade'))
    .addColumn('page_id', 'integer', (c) => c.references('pages.id').onDelete('cascade'))
    .addColumn('block_id', 'integer', (c) => c.references('blocks.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('user_list_id', 'integer', (c) => c.references('user_lists.id').onDelete('cascade'))
    .addColumn('action', 'text', (c) => c.notNull())
    // Null: the item itself; items.pages or items.blocks[.type]: those inside it.
    .addColumn('subject', 'text')
    .addCheckConstraint('item_permissions_one_item', sql`num_nonnulls(module_id, page_id, block_id) = 1`)
    .addCheckConstraint('item_permissions_one_holder', sql`num_nonnulls(account_id, user_list_id) = 1`)
    .execute();
  // Signing in loads the grants of the account and of its lists.
  await db.schema.createIndex('item_permissions_account').on('item_permissions').column('account_id').execute();
  await db.schema.createIndex('item_permissions_user_list').on('item_permissions').column('user_list_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('item_permissions').execute();
}
