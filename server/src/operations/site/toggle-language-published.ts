// Publishes or unpublishes a language (POST /i18n/toggleLanguagePublishedState, data spec §4-5).
import { LANGUAGE_CODES, isLanguageCode, type AppSettings, type LanguageToggleBody } from '@tessera/schemas';
import { appError } from '../../errors.ts';
import type { Actor } from '../actor.ts';
import { assertCan } from '../assert-can.ts';
import type { OperationContext } from '../context.ts';
import { readSettings } from './read-settings.ts';
import { updateSettings } from './update-settings.ts';

/**
 * Publishes `language` when it is not published, else unpublishes it, and returns the settings.
 * Needs manageSettings on settings (NOT_ALLOWED); a code outside the supported set →
 * UNSUPPORTED_LANGUAGE; the default language (always published) or a language the site does not
 * enable → BAD_REQUEST; settings changed since `revision` (or meanwhile) → REVISION_CONFLICT.
 */
export async function toggleLanguagePublished(ctx: OperationContext, actor: Actor, { language, revision }: LanguageToggleBody): Promise<AppSettings> {
  assertCan(actor, 'manageSettings', 'settings', {}, 'You may not publish or unpublish languages.');
  if (!isLanguageCode(language)) {
    throw appError('UNSUPPORTED_LANGUAGE', `'${language}' is not a supported language; the supported ones are ${LANGUAGE_CODES.join(', ')}.`);
  }
  const settings = await readSettings(ctx.db);
  if (!settings) throw new Error('No site has been imported into this database.');
  const { languages } = settings;
  if (language === languages.default) throw appError('BAD_REQUEST', `'${language}' is the default language, which is always published.`);
  const published = languages.published ?? [];
  const next = published.includes(language) ? published.filter((code) => code !== language) : [...published, language];
  // The revision read here guards the read-modify-write against a concurrent change.
  return updateSettings(ctx, actor, { changes: { languages: { ...languages, published: next } }, revision: revision ?? settings.revision });
}
