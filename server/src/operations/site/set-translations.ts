// Sets the site's own texts of one language (they override the shell's defaults).
import type { LanguageCode, Translations } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { assertMatches } from '../assert-matches.ts';
import { writeSite, type OperationContext } from '../context.ts';

/**
 * Sets each text of `texts` in `language`, replacing the site's text under the same key. Needs
 * manageSettings on settings, field translations (NOT_ALLOWED); texts not matching the
 * translations schema → BAD_REQUEST naming the key.
 */
export async function setTranslations(ctx: OperationContext, actor: Actor, language: LanguageCode, texts: Translations): Promise<void> {
  assertCan(actor, 'manageSettings', 'settings', { field: 'translations' }, 'You may not change the texts of the site.');
  assertMatches<Translations>(texts, 'translations', 'translations-file');
  const rows = Object.entries(texts).flatMap(([key, value]) => (value === undefined ? [] : [{ language, key, value }]));
  return writeSite(ctx, [{ scope: 'translations', languages: [language] }], async (trx) => {
    if (rows.length === 0) return;
    await trx.insertInto('translations').values(rows)
      .onConflict((oc) => oc.columns(['language', 'key']).doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute();
  });
}
