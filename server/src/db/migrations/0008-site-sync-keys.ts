// What site sync needs to match and order elements across servers: a field's key in site files
// (unique across the site, since one field may be shown by several blocks) and the brands' order.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('fields').addColumn('element_key', 'text').execute();
  await sql`update fields set element_key = 'field-' || id`.execute(db);
  await db.schema.alterTable('fields').alterColumn('element_key', (c) => c.setNotNull()).execute();
  await db.schema.createIndex('fields_element_key').on('fields').column('element_key').unique().execute();

  await db.schema.alterTable('brands').addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await sql`update brands b set position = o.n from (select id, row_number() over (order by id) - 1 as n from brands) o where b.id = o.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('brands').dropColumn('position').execute();
  await db.schema.dropIndex('fields_element_key').execute();
  await db.schema.alterTable('fields').dropColumn('element_key').execute();
}
