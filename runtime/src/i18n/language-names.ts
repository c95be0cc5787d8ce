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
