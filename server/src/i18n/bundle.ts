// Merges the texts of one language: the site's own texts over the shell's, English under both.
import type { I18NBundle, LanguageCode, Translations } from '@tessera/schemas';
import type { ShellTranslations } from './shell-translations.ts';

/**
 * The bundle the runtime loads. Precedence, lowest first: shell English, site English, shell
 * `language`, site `language` — so a key missing in a language falls back to (site) English.
 */
export function buildBundle(
  language: LanguageCode,
  shell: ShellTranslations,
  site: Partial<Record<LanguageCode, Translations>>,
): I18NBundle {
  const english = { ...shell.get('en'), ...site.en };
  const translations = language === 'en' ? english : { ...english, ...shell.get(language), ...site[language] };
  return { language, translations };
}
