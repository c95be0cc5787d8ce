// The form engine's texts (schemas/i18n/forms/<language>.json), kept out of the shell's so no
// member's first load carries them: they come with the form's chunk, in the member's language and
// English beneath it, and in each language switched to later (as the editor's texts do). English,
// always wanted (beneath any language), is inside the form's chunk: a form in English shows at
// once instead of after another round trip.
import en from '@tessera/schemas/i18n/forms/en.json';
import { lazyTextSet } from '../i18n/lazy-text-set.ts';
import { useTextSet } from '../i18n/use-text-set.ts';

const formTexts = lazyTextSet({
  en,
  fr: () => import('@tessera/schemas/i18n/forms/fr.json'),
  cy: () => import('@tessera/schemas/i18n/forms/cy.json'),
  ee: () => import('@tessera/schemas/i18n/forms/ee.json'),
  ms: () => import('@tessera/schemas/i18n/forms/ms.json'),
  de: () => import('@tessera/schemas/i18n/forms/de.json'),
  zh: () => import('@tessera/schemas/i18n/forms/zh.json'),
  es: () => import('@tessera/schemas/i18n/forms/es.json'),
  ja: () => import('@tessera/schemas/i18n/forms/ja.json'),
});

/** True once the form texts of the language in use (and English) are in i18next; loads them on each switch. */
export const useFormTexts = (): boolean => useTextSet(formTexts);
