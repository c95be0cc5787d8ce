// Which profile values other members may not read: those of data schemas marked private, as each
// member chose for their own values (settings.privacy.data), else as the schema says.
import type { ProfileMeta } from '@tessera/schemas';
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

/** Whether `key` is the key of a profile data schema (what a member may choose the privacy of). */
export async function isProfileSchemaKey(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('fields').select('id')
    .where(sql<string>`data -> 'schema' ->> 'source'`, '=', 'profile')
    .where(sql<string>`data -> 'schema' ->> 'key'`, '=', key)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The private keys of one member's profile: their own choices over the schemas' (`schemaPrivate`). */
export function privateKeysOf(meta: ProfileMeta, schemaPrivate: ReadonlySet<string>): ReadonlySet<string> {
  const choices = Object.entries(meta.settings?.privacy?.data ?? {});
  if (choices.length === 0) return schemaPrivate;
  const keys = new Set(schemaPrivate);
  for (const [key, privacy] of choices) {
    if (privacy === 'private') keys.add(key);
    else keys.delete(key);
  }
  return keys;
}
