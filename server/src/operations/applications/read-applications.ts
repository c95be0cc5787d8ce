// Reads applications as the API gives them: with their list's label, capacity and places left.
import type { Application } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { appError } from '../../errors.ts';

function selectApplications(db: Db) {
  return db.selectFrom('applications as a').innerJoin('userLists as l', 'l.id', 'a.userListId').select([
    'a.id', 'a.label', 'a.userListId', 'a.fieldIds', 'a.revision', 'l.label as listLabel', 'l.key as listKey', 'l.capacity',
    sql<number>`(select count(*)::int from list_memberships m where m.user_list_id = l.id and m.state = 'accepted')`.as('accepted'),
  ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>;

function applicationOf({ accepted, capacity, ...row }: ApplicationRow): Application {
  const placesLeft = capacity === null ? null : Math.max(0, capacity - accepted);
  return { ...row, capacity, placesLeft, isFull: placesLeft === 0 };
}

/** The application `id`; APPLICATION_NOT_FOUND when there is none. */
export async function readApplication(db: Db, id: number): Promise<Application> {
  const row = await selectApplications(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw appError('APPLICATION_NOT_FOUND');
  return applicationOf(row);
}

/** Every application, or those of list `listId`, by label then id. Readable by every member: they apply through them. */
export async function readApplications(db: Db, listId?: number): Promise<Application[]> {
  let query = selectApplications(db);
  if (listId !== undefined) query = query.where('a.userListId', '=', listId);
  const rows = await query.orderBy(sql`lower(a.label)`).orderBy('a.id').execute();
  return rows.map(applicationOf);
}
