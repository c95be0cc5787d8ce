// Which profile values other members may not read: those of data schemas marked private.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The keys of the profile data schemas (source profile) whose privacy is 'private'. A schema is
 * public unless it says otherwise (data spec §6); when several fields share a key and one of them
 * marks it private, it is private: the stricter reading wins.
 */
export async function privateProfileKeys(db: Db): Promise<ReadonlySet<string>> {
  const rows = await db.selectFrom('fields')
    .select(sql<string>`data -> 'schema' ->> 'key'`.as('key'))
    .where(sql<string>`data -> 'schema' ->> 'source'`, '=', 'profile')
    .where(sql<string>`data -> 'schema' ->> 'privacy'`, '=', 'private')
    .distinct()
    .execute();
  return new Set(rows.map((row) => row.key));
}
