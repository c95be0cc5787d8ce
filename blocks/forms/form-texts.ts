// The form engine's texts (schemas/i18n/forms/<language>.json), kept out of the shell's so no
// member's first load carries them: they come with the form's chunk, in the member's language and
// English beneath it, and in each language switched to later (as the editor's texts do).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { isLanguageCode, type LanguageCode, type Translations } from '@tessera/schemas';

const TEXT_FILES: Record<LanguageCode, () => Promise<{ default: Translations }>> = {
  en: () => import('@tessera/schemas/i18n/forms/en.json'),
  fr: () => import('@tessera/schemas/i18n/forms/fr.json'),
  cy: () => import('@tessera/schemas/i18n/forms/cy.json'),
  ee: () => import('@tessera/schemas/i18n/forms/ee.json'),
  ms: () => import('@tessera/schemas/i18n/forms/ms.json'),
  de: () => import('@tessera/schemas/i18n/forms/de.json'),
  zh: () => import('@tessera/schemas/i18n/forms/zh.json'),
  es: () => import('@tessera/schemas/i18n/forms/es.json'),
  ja: () => import('@tessera/schemas/i18n/forms/ja.json'),
};

const installed = new WeakMap<I18n, Map<LanguageCode, Promise<void>>>();

/** Adds one language's form texts to `i18n` once; a failed load (offline) is tried again next time. */
function install(i18n: I18n, language: string): Promise<void> {
  if (!isLanguageCode(language)) return Promise.resolve();
  const languages = installed.get(i18n) ?? new Map<LanguageCode, Promise<void>>();
  installed.set(i18n, languages);
  let loading = languages.get(language);
  if (!loading) {
    loading = TEXT_FILES[language]().then(
      // Not overwriting: a bundle from the server (the site's own wording) keeps its texts.
      (file) => void i18n.addResourceBundle(language, 'translation', file.default, true, false),
      (error: unknown) => {
        languages.delete(language);
        throw error;
      },
    );
    languages.set(language, loading);
  }
  return loading;
}

/** True once the form texts of the language in use (and English) are in i18next; loads them on each switch. */
export function useFormTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState<string | null>(null);
  const language = i18n.language;
  useEffect(() => {
    let current = true;
    Promise.all([install(i18n, 'en'), install(i18n, language)]).then(
      () => current && setReady(language),
      (error: unknown) => {
        console.warn(`The form texts in ${language} could not be loaded:`, error);
        if (current) setReady(language); // English keys' fallbacks still read better than nothing
      },
    );
    return () => { current = false; };
  }, [i18n, language]);
  return ready === language;
}
