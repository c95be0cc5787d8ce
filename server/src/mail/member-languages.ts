// What members read e-mail in: each recipient's own language when the site publishes it, else
// the site's default (data spec §4), with that language's texts as the site shows them.
import { sql } from 'kysely';
import { activeLanguage, type LanguageCode, type Translations } from '@tessera/schemas';
import { readTexts } from '../i18n/read-bundle.ts';
import { loadShippedTexts, type ShippedTexts } from '../i18n/shipped-texts.ts';
import type { Trx } from '../operations/context.ts';
import { readSettings } from '../operations/site/read-settings.ts';

/** The recipients grouped by the language they read, read in the caller's transaction. */
export async function recipientsByLanguage(db: Trx, accountIds: readonly number[]): Promise<Map<LanguageCode, number[]>> {
  const settings = await readSettings(db);
  if (!settings) throw new Error('The site has no settings yet');
  const { languages } = settings;
  // The ids go as one JSON parameter and only the language comes back: a broadcast names thousands.
  const rows = accountIds.length === 0 ? [] : await db.selectFrom('profiles')
    .select(['accountId', sql<string | null>`data->'meta'->>'language'`.as('language')])
    .where('accountId', 'in', sql<number>`(select value::int from jsonb_array_elements_text(${JSON.stringify(accountIds)}::jsonb))`)
    .execute();
  const chosen = new Map(rows.map((row) => [row.accountId, row.language]));
  const byLanguage = new Map<LanguageCode, number[]>();
  for (const accountId of accountIds) {
    const language = activeLanguage(languages, chosen.get(accountId));
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), accountId]);
  }
  return byLanguage;
}

let shipped: Promise<ShippedTexts> | undefined;

/** The texts of `language` as the site shows them, read in the caller's transaction. */
export async function memberTexts(db: Trx, language: LanguageCode): Promise<Translations> {
  shipped ??= loadShippedTexts();
  return (await readTexts(db, await shipped, language)).translations;
}
