// Site sync matches applications across servers by key, as it does lists (the id in site.json).
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('applications').addColumn('key', 'text').execute();
  await sql`update applications set key = 'application-' || id`.execute(db);
  await db.schema.alterTable('applications').alterColumn('key', (c) => c.setNotNull()).execute();
  await db.schema.createIndex('applications_key').on('applications').column('key').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('applications_key').execute();
  await db.schema.alterTable('applications').dropColumn('key').execute();
}
