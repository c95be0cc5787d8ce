// User lists and list memberships: the one way access is granted (data spec §3, roadmap 1).
import { sql, type Kysely } from 'kysely';

/** The membership statuses of the data spec; kept in step with rule-tree.schema.json#membershipState. */
const STATES = ['accepted', 'applied', 'banned', 'completed', 'rejected', 'returned', 'withdrawn'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('user_lists')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    // Dynamic and system lists fill themselves; nobody adds members by hand (data spec §5).
    .addColumn('dynamic', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('system', 'boolean', (c) => c.notNull().defaultTo(false))
    // Null: no limit.
    .addColumn('capacity', 'integer', (c) => c.check(sql`capacity >= 0`))
    .addColumn('entity_id', 'integer')
    .addColumn('connection_id', 'integer')
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1).check(sql`revision >= 1`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema.createTable('list_memberships')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_list_id', 'integer', (c) => c.notNull().references('user_lists.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(sql`state in (${sql.join(STATES.map((state) => sql.lit(state)))})`))
    // Hidden members are left out when a list's members are shown (data spec §6).
    .addColumn('hidden', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1).check(sql`revision >= 1`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('list_memberships_list_account', ['user_list_id', 'account_id'])
    .execute();
  // Signing in loads an account's memberships.
  await db.schema.createIndex('list_memberships_account').on('list_memberships').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('list_memberships').execute();
  await db.schema.dropTable('user_lists').execute();
}
