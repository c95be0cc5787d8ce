// The reads of field definitions: the list, by tag, defaults, and the data schemas they use.
import type { DataSchema, Field, FieldDefaultReply } from '@tessera/schemas';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { FieldsTable } from '../../../db/schema.ts';
import { inRequestedOrder } from '../../in-requested-order.ts';

export function fieldFromRow({ id, data }: Pick<Selectable<FieldsTable>, 'id' | 'data'>): Field {
  return { ...data, id };
}

/** Every field by id; without `withSchemas`, each without its data schema. */
export async function listFields(db: Db, withSchemas: boolean): Promise<Field[]> {
  const rows = await db.selectFrom('fields').select(['id', 'data']).orderBy('id').execute();
  return rows.map((row) => {
    const { schema: _schema, ...field } = fieldFromRow(row);
    return withSchemas ? fieldFromRow(row) : field;
  });
}

/** The fields carrying `tag`. */
export async function fieldsByTag(db: Db, tag: string): Promise<Field[]> {
  const rows = await db.selectFrom('fields').select(['id', 'data'])
    .where(sql<boolean>`data -> 'tags' @> ${JSON.stringify([tag])}::jsonb`).orderBy('id').execute();
  return rows.map(fieldFromRow);
}

/** A field's default value: its `default`, else its `defaultOption`, else null. */
export function defaultOf(field: Field): FieldDefaultReply {
  return { id: field.id!, value: field.default ?? field.defaultOption ?? null };
}

/** The defaults of the fields among `ids` that exist, in the order asked for. */
export async function fieldDefaults(db: Db, ids: readonly number[]): Promise<FieldDefaultReply[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('fields').select(['id', 'data']).where('id', 'in', [...new Set(ids)]).execute();
  return inRequestedOrder(ids, rows.map((row) => defaultOf(fieldFromRow(row))), (reply) => reply.id);
}

/** The data schemas the fields store their values by, once per source and key. */
export async function dataSchemas(db: Db): Promise<DataSchema[]> {
  const seen = new Map<string, DataSchema>();
  for (const { schema } of await listFields(db, true)) {
    if (schema && !seen.has(`${schema.source}:${schema.key}`)) seen.set(`${schema.source}:${schema.key}`, schema);
  }
  return [...seen.values()];
}
