// The site: settings, brands, files, the structure (modules → pages → blocks) and translations.
// Every structural element has a stable key besides its id and a revision every write bumps.
import { sql, type Kysely, type CreateTableBuilder } from 'kysely';

function withRevision<T extends string>(table: CreateTableBuilder<T>): CreateTableBuilder<T> {
  return table
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1).check(sql`revision >= 1`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await withRevision(db.schema.createTable('settings')
    .addColumn('id', 'boolean', (c) => c.primaryKey().defaultTo(true).check(sql`id`))
    .addColumn('data', 'jsonb', (c) => c.notNull()))
    .execute();

  await db.schema.createTable('files')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_asset', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('asset_path', 'text', (c) => c.unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await withRevision(db.schema.createTable('brands')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('settings', 'jsonb', (c) => c.notNull())
    .addColumn('theme_styles', 'jsonb', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(false)))
    .execute();
  // At most one active brand.
  await db.schema.createIndex('brands_one_active').on('brands').column('is_active').unique().where(sql.ref('is_active'), '=', true).execute();

  await withRevision(db.schema.createTable('modules')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('child_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('default_page_id', 'integer'))
    .execute();

  await withRevision(db.schema.createTable('pages')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('module_id', 'integer', (c) => c.notNull().references('modules.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('positions', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addUniqueConstraint('pages_module_key', ['module_id', 'key'])
    .addUniqueConstraint('pages_module_slug', ['module_id', 'slug']))
    .execute();
  await db.schema.alterTable('modules')
    .addForeignKeyConstraint('modules_default_page', ['default_page_id'], 'pages', ['id'], (c) => c.onDelete('set null'))
    .execute();

  await withRevision(db.schema.createTable('blocks')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('page_id', 'integer', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addUniqueConstraint('blocks_page_key', ['page_id', 'key']))
    .execute();

  await db.schema.createTable('translations')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['language', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('modules').dropConstraint('modules_default_page').execute();
  for (const table of ['translations', 'blocks', 'pages', 'modules', 'brands', 'files', 'settings']) {
    await db.schema.dropTable(table).execute();
  }
}
