// The post blocks' texts that are not in the shell's (schemas/i18n/posts/<language>.json: the
// mention suggestions'), so no member's first load carries them. English comes with the post
// blocks' code; the member's language loads when a composer first shows and on each switch, and
// i18next re-renders what shows them when it arrives (English shows meanwhile).
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import en from '@tessera/schemas/i18n/posts/en.json';
import { lazyTextSet, type TextFiles } from '../i18n/lazy-text-set.ts';

const TEXT_FILES: TextFiles = {
  en,
  fr: () => import('@tessera/schemas/i18n/posts/fr.json'),
  cy: () => import('@tessera/schemas/i18n/posts/cy.json'),
  ee: () => import('@tessera/schemas/i18n/posts/ee.json'),
  ms: () => import('@tessera/schemas/i18n/posts/ms.json'),
  de: () => import('@tessera/schemas/i18n/posts/de.json'),
  zh: () => import('@tessera/schemas/i18n/posts/zh.json'),
  es: () => import('@tessera/schemas/i18n/posts/es.json'),
  ja: () => import('@tessera/schemas/i18n/posts/ja.json'),
};

const postTexts = lazyTextSet(TEXT_FILES);

/** Puts the post blocks' own texts in i18next: English at once (bundled), the language in use once loaded. */
export function usePostTexts(): void {
  const { i18n } = useTranslation();
  void postTexts.install(i18n, 'en');
  const language = i18n.language;
  useEffect(() => {
    postTexts.install(i18n, language).catch((error: unknown) => console.warn(`The post texts in ${language} could not be loaded:`, error));
  }, [i18n, language]);
}
