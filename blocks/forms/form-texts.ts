// The form engine's texts (schemas/i18n/forms/<language>.json), kept out of the shell's so no
// member's first load carries them: they come with the form's chunk, in the member's language and
// English beneath it, and in each language switched to later (as the editor's texts do). English,
// always wanted (beneath any language), is inside the form's chunk: a form in English shows at
// once instead of after another round trip.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import en from '@tessera/schemas/i18n/forms/en.json';
import { lazyTextSet, type TextFiles } from '../i18n/lazy-text-set.ts';

const TEXT_FILES: TextFiles = {
  en,
  fr: () => import('@tessera/schemas/i18n/forms/fr.json'),
  cy: () => import('@tessera/schemas/i18n/forms/cy.json'),
  ee: () => import('@tessera/schemas/i18n/forms/ee.json'),
  ms: () => import('@tessera/schemas/i18n/forms/ms.json'),
  de: () => import('@tessera/schemas/i18n/forms/de.json'),
  zh: () => import('@tessera/schemas/i18n/forms/zh.json'),
  es: () => import('@tessera/schemas/i18n/forms/es.json'),
  ja: () => import('@tessera/schemas/i18n/forms/ja.json'),
};

const formTexts = lazyTextSet(TEXT_FILES);

/** True once the form texts of the language in use (and English) are in i18next; loads them on each switch. */
export function useFormTexts(): boolean {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // Asked for while the form first renders, not after it commits: the texts come meanwhile. The
  // effect below waits for the same loads (install gives the same promise) and reports failures.
  const ask = () => { for (const wanted of ['en', language]) formTexts.install(i18n, wanted).catch(() => {}); };
  // A form in English, or opened again (another tab, another page), shows at once: its texts are in.
  const [ready, setReady] = useState<string | null>(() => {
    ask();
    return formTexts.has(i18n, 'en') && formTexts.has(i18n, language) ? language : null;
  });
  if (ready !== language) ask();
  useEffect(() => {
    let current = true;
    Promise.all([formTexts.install(i18n, 'en'), formTexts.install(i18n, language)]).then(
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
