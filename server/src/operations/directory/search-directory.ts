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

/** Whether the reader's whole profile, private values included, holds the words typed. */
async function ownProfileMatches(db: Db, readerId: number, tsquery: RawBuilder<unknown>): Promise<boolean> {
  const { rows } = await sql<{ matches: boolean }>`select tessera_profile_doc(data -> 'profile') @@ ${tsquery} as matches
    from profiles where account_id = ${readerId}`.execute(db);
  return rows[0]?.matches === true;
}

/**
 * The condition on the words typed: others' public text (the GIN index), and the reader's own
 * row when their whole profile matches, so that the one OR stays an index lookup.
 */
async function textCondition(db: Db, query: string, readerId: number): Promise<RawBuilder<boolean>> {
  const tsquery = sql`to_tsquery('simple', ${query})`;
  const onPublic = sql<boolean>`s.public_doc @@ ${tsquery}`;
  return (await ownProfileMatches(db, readerId, tsquery)) ? sql<boolean>`(${onPublic} or s.account_id = ${readerId})` : onPublic;
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
  const filter = body.filter ? filterCondition(body.filter, reader) : undefined;
  const conditions = [...(query ? [await textCondition(db, query, readerId)] : []), ...(filter ? [filter] : [])];
  const where = conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
  // One pass over the matches (the GIN index), counted and sorted; only the page's profiles are read.
  const { rows } = await sql<{ total: string; members: { accountId: number; profile: Record<string, unknown>; privateKeys: string[] }[] }>`
    with matched as materialized (select s.account_id, s.private_keys, s.sort_name from profile_search s where ${where}),
    page as (select * from matched order by sort_name asc nulls last, account_id limit ${limit} offset ${(page - 1) * limit})
    select (select count(*) from matched) as total,
      coalesce((select jsonb_agg(jsonb_build_object('accountId', page.account_id, 'profile', p.data -> 'profile', 'privateKeys', page.private_keys)
        order by page.sort_name asc nulls last, page.account_id) from page join profiles p on p.account_id = page.account_id), '[]'::jsonb) as members`.execute(db);
  const [{ total, members: found }] = rows as [typeof rows[number]];
  const members = found.map((row) => ({
    accountId: row.accountId,
    profile: cardProfile(row.profile, row.privateKeys, row.accountId === readerId, fields),
  }));
  return { members, total: Number(total), page, limit };
}
