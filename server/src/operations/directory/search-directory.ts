// The member directory (issue 13): one page of members found by the words typed and a filter tree,
// from the text-search rows the database keeps per profile (migration 0013). Others' private
// values neither match nor come back; a member matches and sees all of their own. The directory
// shows everyone as members see each other, admins included: an admin reads a whole profile on
// the profile page, not in the directory (docs/decisions/0039-member-directory-search.md).
import type { DirectoryMember, DirectorySearchBody, DirectorySearchReply } from '@tessera/schemas';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../actor.ts';
import { prefixQuery } from './directory-query.ts';
import { filterCondition } from './directory-filters.ts';

/** What every card shows besides the values asked for: the name and the avatar (shell spec §3). */
const PERSON_KEYS = ['firstName', 'lastName', 'avatarFileId'] as const;

/** A member's profile values as the reader may see them: the person keys and `fields`, less what they keep private. */
function cardProfile(profile: Record<string, unknown>, privateKeys: readonly string[], own: boolean, fields: readonly string[]): DirectoryMember['profile'] {
  const shown: Record<string, unknown> = {};
  for (const key of [...PERSON_KEYS, ...fields]) {
    if (profile[key] !== undefined && (own || !privateKeys.includes(key))) shown[key] = profile[key];
  }
  return shown;
}

/** The condition on the words typed: others' public text, or all of the reader's own. */
function textCondition(query: string, readerId: number): RawBuilder<boolean> {
  const tsquery = sql`to_tsquery('simple', ${query})`;
  return sql<boolean>`(s.public_doc @@ ${tsquery} or (s.account_id = ${readerId} and s.own_doc @@ ${tsquery}))`;
}

/**
 * Page `page` of `limit` members matching `text` and `filter`, by last name, first name (as the
 * reader sees them; hidden names last), then account; `total` counts every match. A filter tree
 * nested too deep → BAD_REQUEST.
 */
export async function searchDirectory(db: Db, reader: Actor, body: DirectorySearchBody): Promise<DirectorySearchReply> {
  const { page = 1, limit = 10, fields = [] } = body;
  const readerId = reader.accountId ?? 0;
  const query = prefixQuery(body.text);
  const conditions = [
    ...(query ? [textCondition(query, readerId)] : []),
    ...(body.filter ? [filterCondition(body.filter, reader)] : []),
  ];
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  const from = sql`profile_search s join profiles p on p.account_id = s.account_id`;
  const [count, rows] = await Promise.all([
    sql<{ total: string }>`select count(*) as total from ${from} where ${where}`.execute(db),
    sql<{ accountId: number; profile: Record<string, unknown>; privateKeys: string[] }>`
      select s.account_id, p.data -> 'profile' as profile, s.private_keys from ${from} where ${where}
      order by s.sort_name asc nulls last, s.account_id limit ${limit} offset ${(page - 1) * limit}`.execute(db),
  ]);
  const members = rows.rows.map((row) => ({
    accountId: row.accountId,
    profile: cardProfile(row.profile, row.privateKeys, row.accountId === readerId, fields),
  }));
  return { members, total: Number(count.rows[0]?.total ?? 0), page, limit };
}
