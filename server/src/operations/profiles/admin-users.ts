// The users admin screen's read (GET /admin/users): members found by name or email address, a page
// at a time, each with their list memberships in every state. Email addresses and memberships are
// personal data: only those the evaluator allows accessUserData read this, and the memberships
// only when it also allows accessUsersLists (shell spec §6, the permission map).
import { can, type AdminUser, type AdminUserMembership, type AdminUsersReply } from '@tessera/schemas';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { containing, searchWords } from '../search-words.ts';

export interface AdminUsersQuery {
  text?: string | undefined;
  page?: number | undefined;
  limit?: number | undefined;
}

/** Every membership of the account `accountIdColumn` names, with its list's label, oldest first. */
function membershipsWithLabels(accountIdColumn: string): RawBuilder<AdminUserMembership[]> {
  return sql<AdminUserMembership[]>`(select coalesce(jsonb_agg(jsonb_build_object(
      'userListId', m.user_list_id, 'label', l.label, 'state', m.state, 'hidden', m.hidden) order by m.id), '[]'::jsonb)
    from list_memberships m join user_lists l on l.id = m.user_list_id where m.account_id = ${sql.ref(accountIdColumn)})`;
}

/** One page of the members whose name or email address holds every word of `text` (everyone without), by last name, first name, account. */
export async function adminUsers(db: Db, reader: Actor, { text = '', page = 1, limit = 20 }: AdminUsersQuery): Promise<AdminUsersReply> {
  assertCan(reader, 'accessUserData', 'profiles', {}, 'Only those who may access user data may list the members.');
  const withLists = can(reader, 'accessUsersLists', 'userLists');
  const firstName = sql<string>`coalesce(p.data->'profile'->>'firstName', '')`;
  const lastName = sql<string>`coalesce(p.data->'profile'->>'lastName', '')`;
  const avatarFileId = sql<number | null>`case when jsonb_typeof(p.data->'profile'->'avatarFileId') = 'number' then (p.data->'profile'->>'avatarFileId')::integer end`;
  let found = db.selectFrom('accounts as a').innerJoin('profiles as p', 'p.accountId', 'a.id');
  for (const word of searchWords(text)) {
    found = found.where(sql<boolean>`(${firstName} || ' ' || ${lastName} || ' ' || a.email) ilike ${containing(word)}`);
  }
  const [{ total }, rows] = await Promise.all([
    found.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    found.select(['a.id', 'a.email', 'a.isAdmin', firstName.as('firstName'), lastName.as('lastName'), avatarFileId.as('avatarFileId')])
      .$if(withLists, (query) => query.select(membershipsWithLabels('a.id').as('memberships')))
      .orderBy(sql`lower(${lastName})`).orderBy(sql`lower(${firstName})`).orderBy('a.id')
      .offset((page - 1) * limit).limit(limit)
      .execute(),
  ]);
  const users = rows.map((row): AdminUser => ({
    accountId: row.id, firstName: row.firstName, lastName: row.lastName, email: row.email, isAdmin: row.isAdmin,
    ...(row.avatarFileId === null ? {} : { avatarFileId: row.avatarFileId }),
    memberships: 'memberships' in row ? (row.memberships as AdminUserMembership[]) : [],
  }));
  return { users, total: Number(total), page, limit };
}
