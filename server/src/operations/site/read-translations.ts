// Reads the site's own translations of one language (they override the shell's defaults).
import type { LanguageCode, Translations } from '@tessera/schemas';
import type { Db } from '../../db/database.ts';

export async function readSiteTranslations(db: Db, language: LanguageCode): Promise<Translations> {
  const rows = await db.selectFrom('translations').select(['key', 'value']).where('language', '=', language).execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}
