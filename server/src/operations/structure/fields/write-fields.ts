// PUT/POST structure/field, DELETE structure/field/{id}/{type}/{itemId}, DELETE structure/field/{id}:
// field definitions and the blocks that show them.
import { valueTypeOf, type DataSchema, type Field, type FieldItemType, type FieldWriteBody } from '@tessera/schemas';
import { sql } from 'kysely';
import { appError } from '../../../errors.ts';
import type { Actor } from '../../actor.ts';
import { assertCan } from '../../assert-can.ts';
import { assertMatches } from '../../assert-matches.ts';
import { writeSite, type OperationContext, type TransactionContext } from '../../context.ts';
import { insertUnique } from '../../insert-unique.ts';
import { assertMayEditAnyBlock, assertMayOnBlocks } from '../blocks/block-grants.ts';
import { freshKey } from '../blocks/block-keys.ts';
import { lockPageTrees } from '../blocks/page-tree-store.ts';
import { updateBlocks } from '../blocks/update-blocks.ts';
import { fieldFromRow } from './read-fields.ts';

/**
 * A field no block shows changes no block: only those who may update every block may write it.
 * Fields shown by blocks are checked as updates of those blocks (updateBlocks, assertMayOnBlocks).
 */
const mayWriteUnshownField = (actor: Actor) => assertCan(actor, 'update', 'items.blocks', {}, 'You may change only the fields of blocks you may change.');

/** The field as stored: without an id, with a data schema in `source` when it names none. */
function definition({ id: _id, ...field }: Field, source: DataSchema['source'] | undefined): Field {
  if (field.schema || !source) return field;
  const key = field.key ?? field.name;
  if (!key) throw appError('BAD_REQUEST', 'A field stored in a source needs a key or a name.');
  // The form engine's mapping (a checkbox with choices stores a list, a toggle a boolean…).
  return { ...field, schema: { key, type: valueTypeOf(field), source } };
}

/** Puts field `fieldId` among the item's fields at `index` (the end when absent); a field it shows already moves there. */
async function attach(tx: TransactionContext, actor: Actor, fieldId: number, itemType: FieldItemType, itemId: number, index: number | undefined): Promise<void> {
  if (itemType !== 'block') throw appError('BAD_REQUEST', `Fields cannot be attached to a ${String(itemType)}.`);
  const block = await tx.db.selectFrom('blocks').select('data').where('id', '=', itemId).where('wasDeleted', '=', false).executeTakeFirst();
  const others = (block?.data.fields ?? []).filter((id) => id !== fieldId);
  others.splice(Math.min(index ?? others.length, others.length), 0, fieldId);
  await updateBlocks(tx, actor, [{ id: itemId, fields: others }]);
}

/**
 * PUT structure/field: creates `field` (or, without one, uses field `fieldId`) and attaches it to
 * the item when one is named. Needs update on the block it is attached to, or on every block when
 * none is named (NOT_ALLOWED); a field not matching field.schema, neither field nor fieldId →
 * BAD_REQUEST; unknown fieldId → FIELD_NOT_FOUND. A new field's key in site files is
 * `elementKey` (the CLI's apply: SLUG_TAKEN when another field has it), else made from its key or name.
 */
export async function createField(ctx: OperationContext, actor: Actor, body: FieldWriteBody, elementKey?: string): Promise<Field> {
  assertMayEditAnyBlock(actor);
  const { field, fieldId, itemId, itemType, _opts, source } = body;
  if (itemId === undefined || !itemType) mayWriteUnshownField(actor);
  if (!field && (fieldId === undefined || itemId === undefined)) throw appError('BAD_REQUEST', 'Send a field to create, or a fieldId and an item to attach it to.');
  return writeSite(ctx, [], async (trx, tx) => {
    let stored: Field;
    if (field) {
      const data = definition(field, source);
      assertMatches(data, 'field', 'field');
      const key = elementKey ?? freshKey(data.key ?? data.name ?? data.type);
      stored = fieldFromRow(await insertUnique(() => trx.insertInto('fields').values({ elementKey: key, data: JSON.stringify(data) }).returning(['id', 'data']).executeTakeFirstOrThrow(),
        `Another field already uses the key '${key}'.`));
    } else {
      stored = await readField(tx, fieldId!);
    }
    if (itemId !== undefined && itemType) await attach(tx, actor, stored.id!, itemType, itemId, _opts?.index);
    return stored;
  });
}

/**
 * POST structure/field: field `fieldId` becomes `field` (the blocks showing it are announced as
 * changed), and is attached to the item when one is named. Needs update on every block showing it
 * (on every block when none does) and on the item; as createField, and fieldId and field are both
 * needed (BAD_REQUEST).
 */
export async function updateField(ctx: OperationContext, actor: Actor, body: FieldWriteBody): Promise<Field> {
  assertMayEditAnyBlock(actor);
  const { field, fieldId, itemId, itemType, _opts, source } = body;
  if (!field || fieldId === undefined) throw appError('BAD_REQUEST', 'Send the fieldId and the field it becomes.');
  const data = definition(field, source);
  assertMatches(data, 'field', 'field');
  return writeSite(ctx, (): never[] => [], async (trx, tx) => {
    const showing = await blocksShowing(tx, fieldId);
    if (showing.length === 0) mayWriteUnshownField(actor);
    else assertMayOnBlocks(actor, 'update', await lockPageTrees(trx, showing.map((block) => block.pageId)), showing);
    const row = await trx.updateTable('fields').set((eb) => ({ data: JSON.stringify(data), revision: eb('revision', '+', 1), updatedAt: new Date() }))
      .where('id', '=', fieldId).returning(['id', 'data']).executeTakeFirst();
    if (!row) throw appError('FIELD_NOT_FOUND');
    if (showing.length) tx.open.pending.push({ scope: 'structure', items: showing });
    if (itemId !== undefined && itemType) await attach(tx, actor, fieldId, itemType, itemId, _opts?.index);
    return fieldFromRow(row);
  });
}

/** DELETE structure/field/{id}/{type}/{itemId}: the item stops showing the field (the field stays). Needs update on the block. */
export async function detachField(ctx: OperationContext, actor: Actor, fieldId: number, itemType: FieldItemType, itemId: number): Promise<{ ok: true }> {
  assertMayEditAnyBlock(actor);
  return writeSite(ctx, [], async (_trx, tx) => {
    const block = await tx.db.selectFrom('blocks').select('data').where('id', '=', itemId).where('wasDeleted', '=', false).executeTakeFirst();
    const fields = block?.data.fields ?? [];
    if (block && !fields.includes(fieldId)) throw appError('BAD_REQUEST', `Block ${itemId} does not show field ${fieldId}.`);
    await updateBlocks(tx, actor, [{ id: itemId, fields: fields.filter((id) => id !== fieldId) }]);
    return { ok: true } as const;
  });
}

/**
 * DELETE structure/field/{id}: deletes the field and takes it out of every block showing it. Needs
 * update on each of those blocks (on every block when none shows it).
 */
export async function deleteField(ctx: OperationContext, actor: Actor, fieldId: number): Promise<{ ok: true }> {
  assertMayEditAnyBlock(actor);
  return writeSite(ctx, [], async (trx, tx) => {
    const showing = await trx.selectFrom('blocks').select(['id', 'data']).where('wasDeleted', '=', false)
      .where(sql<boolean>`data -> 'fields' @> ${JSON.stringify([fieldId])}::jsonb`).execute();
    if (showing.length === 0) mayWriteUnshownField(actor);
    else await updateBlocks(tx, actor, showing.map(({ id, data }) => ({ id, fields: (data.fields ?? []).filter((f) => f !== fieldId) })));
    const deleted = await trx.deleteFrom('fields').where('id', '=', fieldId).executeTakeFirst();
    if (deleted.numDeletedRows === 0n) throw appError('FIELD_NOT_FOUND');
    return { ok: true } as const;
  });
}

async function readField(tx: TransactionContext, id: number): Promise<Field> {
  const row = await tx.db.selectFrom('fields').select(['id', 'data']).where('id', '=', id).executeTakeFirst();
  if (!row) throw appError('FIELD_NOT_FOUND');
  return fieldFromRow(row);
}

async function blocksShowing(tx: TransactionContext, fieldId: number) {
  const rows = await tx.db.selectFrom('blocks').select(['id', 'pageId']).where('wasDeleted', '=', false)
    .where(sql<boolean>`data -> 'fields' @> ${JSON.stringify([fieldId])}::jsonb`).execute();
  return rows.map(({ id, pageId }) => ({ kind: 'block' as const, id, pageId }));
}
