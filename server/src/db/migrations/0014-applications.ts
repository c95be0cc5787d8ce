// Applications and membership requests (issue 13): an application is the way into one user list,
// with a form; a request is one account's application in one of the membership states, and its
// history keeps every change of state (who, from, to, when, the message).
import { sql, type Kysely } from 'kysely';

/** The membership statuses of the data spec; kept in step with rule-tree.schema.json#membershipState. */
const STATES = ['accepted', 'applied', 'banned', 'completed', 'rejected', 'returned', 'withdrawn'];
const stateCheck = (column: string) => sql`${sql.ref(column)} in (${sql.join(STATES.map((state) => sql.lit(state)))})`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('user_list_id', 'integer', (c) => c.notNull().references('user_lists.id').onDelete('cascade'))
    // The application form: structure field ids, in order.
    .addColumn('field_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1).check(sql`revision >= 1`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('applications_list').on('applications').column('user_list_id').execute();

  await db.schema.createTable('membership_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('application_id', 'integer', (c) => c.notNull().references('applications.id').onDelete('cascade'))
    // A deleted account takes its requests and their history with it (nothing personal is kept).
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull().check(stateCheck('state')))
    // The list membership an accepted request holds; null in every other state.
    .addColumn('membership_id', 'integer', (c) => c.references('list_memberships.id').onDelete('set null'))
    .addColumn('message', 'text')
    // The member's answers to the application form.
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1).check(sql`revision >= 1`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('membership_requests_application_account', ['application_id', 'account_id'])
    .execute();
  // The admin screen filters by state; a member reads their own.
  await db.schema.createIndex('membership_requests_state').on('membership_requests').columns(['state', 'id']).execute();
  await db.schema.createIndex('membership_requests_account').on('membership_requests').column('account_id').execute();

  await db.schema.createTable('membership_request_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('request_id', 'integer', (c) => c.notNull().references('membership_requests.id').onDelete('cascade'))
    .addColumn('changed_by', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('from_state', 'text', (c) => c.check(sql`from_state is null or ${stateCheck('from_state')}`))
    .addColumn('to_state', 'text', (c) => c.notNull().check(stateCheck('to_state')))
    .addColumn('message', 'text')
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('membership_request_changes_request').on('membership_request_changes').columns(['request_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('membership_request_changes').execute();
  await db.schema.dropTable('membership_requests').execute();
  await db.schema.dropTable('applications').execute();
}
