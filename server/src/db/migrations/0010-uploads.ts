// Uploaded files: who uploaded them, what they are (by content), their data (title, description,
// focal point), downloads, image dimensions, and the field and record they were uploaded for.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('files')
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('document').check(sql`kind in ('image', 'document', 'audio', 'video')`))
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('download_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('field_id', 'integer')
    .addColumn('scope', 'text')
    .addColumn('context_id', 'text')
    .execute();
  await sql`update files set kind = case
    when mime like 'image/%' then 'image' when mime like 'audio/%' then 'audio' when mime like 'video/%' then 'video' else 'document' end`.execute(db);
  await db.schema.createIndex('files_field_context').on('files').columns(['field_id', 'scope', 'context_id']).where(sql.ref('field_id'), 'is not', null).execute();
  await db.schema.createIndex('files_account').on('files').column('account_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('files_account').execute();
  await db.schema.dropIndex('files_field_context').execute();
  for (const column of ['context_id', 'scope', 'field_id', 'height', 'width', 'download_count', 'data', 'kind', 'account_id']) {
    await db.schema.alterTable('files').dropColumn(column).execute();
  }
}
