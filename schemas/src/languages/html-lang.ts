import type { LanguageCode } from '../generated/model.ts';

// The product calls Estonian 'ee'; browsers and screen readers know it as 'et' (BCP 47).
const HTML_LANG: Partial<Record<LanguageCode, string>> = { ee: 'et' };

/** The BCP 47 tag of a language, for a `lang` attribute. */
export function htmlLang(code: LanguageCode): string {
  return HTML_LANG[code] ?? code;
}
