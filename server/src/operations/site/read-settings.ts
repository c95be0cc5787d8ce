// Reads the site's settings (moduleOrder holds module ids) with their revision.
import type { AppSettings } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';

/** The settings, or null before a site has been imported. */
export async function readSettings(db: Db): Promise<AppSettings | null> {
  const row = await db.selectFrom('settings').select(['data', 'revision']).executeTakeFirst();
  return row ? { ...row.data, revision: row.revision } : null;
}
