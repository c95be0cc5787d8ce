// Creating, changing and deleting applications (PUT/DELETE applications, their fields).
import type { Application, ApplicationChanges } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertRevision } from '../assert-revision.ts';
import { writeSite, type OperationContext, type Trx } from '../context.ts';
import { insertUnique } from '../insert-unique.ts';
import { freshKey } from '../structure/blocks/block-keys.ts';
import { readApplication } from './read-applications.ts';

/** The list an application leads into must be filled by hand: a rule decides who is on the others. */
async function assertJoinableList(trx: Trx, listId: number): Promise<void> {
  const list = await trx.selectFrom('userLists').select(['dynamic', 'system']).where('id', '=', listId).executeTakeFirst();
  if (!list) throw appError('USER_LIST_NOT_FOUND');
  if (list.dynamic || list.system) throw appError('LIST_FILLS_ITSELF');
}

async function assertFieldsExist(trx: Trx, fieldIds: readonly number[]): Promise<void> {
  if (fieldIds.length === 0) return;
  const rows = await trx.selectFrom('fields').select('id').where('id', 'in', fieldIds).execute();
  const known = new Set(rows.map((row) => row.id));
  const missing = fieldIds.find((id) => !known.has(id));
  if (missing !== undefined) throw appError('FIELD_NOT_FOUND', `There is no field ${missing}.`);
}

const changed = (listIds: number[]) => [{ scope: 'userLists' as const, listIds }];

/**
 * Creates an application to join list `listId` with no fields yet. Needs create on items.applications.
 * Its key in site files is `key` (site import and apply: SLUG_TAKEN when another application has it), else made from its label.
 */
export async function createApplication(ctx: OperationContext, actor: Actor, label: string, listId: number, fieldIds: readonly number[] = [], key?: string): Promise<Application> {
  assertCan(actor, 'create', 'items.applications', {}, 'You may not create applications.');
  const id = await writeSite(ctx, changed([listId]), async (trx) => {
    await assertJoinableList(trx, listId);
    await assertFieldsExist(trx, fieldIds);
    const stored = key ?? freshKey(label);
    const row = await insertUnique(() => trx.insertInto('applications').values({ key: stored, label: label.trim(), userListId: listId, fieldIds: JSON.stringify(fieldIds) })
      .returning('id').executeTakeFirstOrThrow(), `Another application already uses the key '${stored}'.`);
    return row.id;
  });
  return readApplication(ctx.db, id);
}

/**
 * Changes the application's label, list or fields. Needs update on it; `revision`, when given, must
 * be the stored one (REVISION_CONFLICT). A changed list keeps the requests (and the memberships
 * already given) as they are.
 */
export async function updateApplication(ctx: OperationContext, actor: Actor, id: number, changes: ApplicationChanges, revision?: number): Promise<Application> {
  assertCan(actor, 'update', 'items.applications', { subjectId: id }, 'You may not change this application.');
  await writeSite(ctx, (listIds: number[]) => changed(listIds), async (trx) => {
    const stored = await trx.selectFrom('applications').select(['userListId', 'revision']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!stored) throw appError('APPLICATION_NOT_FOUND');
    assertRevision(stored.revision, revision, 'This application was');
    if (changes.listId !== undefined) await assertJoinableList(trx, changes.listId);
    if (changes.fieldIds !== undefined) await assertFieldsExist(trx, changes.fieldIds);
    await trx.updateTable('applications').set((eb) => ({
      ...(changes.label !== undefined && { label: changes.label.trim() }),
      ...(changes.listId !== undefined && { userListId: changes.listId }),
      ...(changes.fieldIds !== undefined && { fieldIds: JSON.stringify(changes.fieldIds) }),
      revision: eb('revision', '+', 1), updatedAt: new Date(),
    })).where('id', '=', id).execute();
    return [...new Set([stored.userListId, changes.listId ?? stored.userListId])];
  });
  return readApplication(ctx.db, id);
}

/** Adds field `fieldId` at the end of the form (once), or takes it out: FIELD_NOT_FOUND when it is not there to take. */
export async function setApplicationField(ctx: OperationContext, actor: Actor, id: number, fieldId: number, present: boolean): Promise<Application> {
  const { fieldIds } = await readApplication(ctx.db, id);
  if (!present && !fieldIds.includes(fieldId)) throw appError('FIELD_NOT_FOUND', `Field ${fieldId} is not on this application.`);
  const next = present ? [...fieldIds.filter((other) => other !== fieldId), fieldId] : fieldIds.filter((other) => other !== fieldId);
  return updateApplication(ctx, actor, id, { fieldIds: next });
}

/** Deletes the application and its requests with their history; the list memberships accepted requests gave stay. */
export async function deleteApplication(ctx: OperationContext, actor: Actor, id: number): Promise<void> {
  assertCan(actor, 'delete', 'items.applications', { subjectId: id }, 'You may not delete this application.');
  await writeSite(ctx, (listId: number) => changed([listId]), async (trx) => {
    const gone = await trx.deleteFrom('applications').where('id', '=', id).returning('userListId').executeTakeFirst();
    if (!gone) throw appError('APPLICATION_NOT_FOUND');
    return gone.userListId;
  });
}

/** The application's list and fields, for the request operations. */
export async function applicationTarget(db: Db | Trx, id: number): Promise<{ userListId: number; fieldIds: number[] }> {
  const row = await db.selectFrom('applications').select(['userListId', 'fieldIds']).where('id', '=', id).executeTakeFirst();
  if (!row) throw appError('APPLICATION_NOT_FOUND');
  return row;
}
