import type { LanguageCode } from '@tessera/schemas';

/** Each interface language in its own name, as a language picker shows it. */
export const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  fr: 'Français',
  cy: 'Cymraeg',
  ee: 'Eesti',
  ms: 'Bahasa Melayu',
  de: 'Deutsch',
  zh: '中文',
  es: 'Español',
  ja: '日本語',
};

// The product calls Estonian 'ee'; browsers and screen readers know it as 'et' (BCP 47).
const HTML_LANG: Partial<Record<LanguageCode, string>> = { ee: 'et' };

/** The BCP 47 tag for a `lang` attribute. */
export function htmlLang(code: LanguageCode): string {
  return HTML_LANG[code] ?? code;
}
