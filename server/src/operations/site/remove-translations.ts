// Removes site texts of one language, so the shell's defaults show again (the CLI's apply).
import type { LanguageCode } from '@tessera/schemas';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import { writeSite, type OperationContext } from '../context.ts';

/** Removes the texts under `keys` in `language`. Needs manageSettings on settings, field translations (NOT_ALLOWED). */
export async function removeTranslations(ctx: OperationContext, actor: Actor, language: LanguageCode, keys: readonly string[]): Promise<void> {
  assertCan(actor, 'manageSettings', 'settings', { field: 'translations' }, 'You may not change the texts of the site.');
  if (keys.length === 0) return;
  await writeSite(ctx, [{ scope: 'translations', languages: [language] }], async (trx) => {
    await trx.deleteFrom('translations').where('language', '=', language).where('key', 'in', [...keys]).execute();
  });
}
