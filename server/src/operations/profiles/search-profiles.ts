// Members found by name, for the member picker: every word typed must be in the first or last
// name (any case). Only names are searched and returned: they are what every member shows the
// others (profiles' data privacy defaults to public, data spec §6); e-mail addresses and the rest
// of a profile are never matched, so a search cannot tell what a member keeps to themselves.
import type { ProfileSearchHit } from '@tessera/schemas';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { containing, searchWords, startingWith } from '../search-words.ts';

/**
 * Up to `limit` members whose name holds every word of `text`: first those whose first name starts
 * with the first word, then those whose last name does (what someone typing a name means), then the
 * rest; each group by last name, first name, then account.
 */
export async function searchProfiles(db: Db, text: string, limit: number): Promise<ProfileSearchHit[]> {
  const words = searchWords(text);
  const [first] = words;
  if (first === undefined) return [];
  const firstName = sql<string>`coalesce(p.data->'profile'->>'firstName', '')`;
  const lastName = sql<string>`coalesce(p.data->'profile'->>'lastName', '')`;
  let query = db.selectFrom('profiles as p').select(['p.accountId', firstName.as('firstName'), lastName.as('lastName')]);
  for (const word of words) query = query.where(sql<boolean>`(${firstName} || ' ' || ${lastName}) ilike ${containing(word)}`);
  const rank = sql<number>`case when ${firstName} ilike ${startingWith(first)} then 0 when ${lastName} ilike ${startingWith(first)} then 1 else 2 end`;
  return query.orderBy(rank).orderBy(sql`lower(${lastName})`).orderBy(sql`lower(${firstName})`).orderBy('p.accountId').limit(limit).execute();
}
