// Which languages members may use (data spec §4: a language is active only when published,
// otherwise the default is used; the default is always published; only enabled languages count).
import type { AppSettings, LanguageCode } from '../generated/model.ts';

export type LanguageSettings = AppSettings['languages'];

/** The languages members may use: the default first, then each published language that is enabled. */
export function publishedLanguages({ default: defaultLanguage, enabled, published = [] }: LanguageSettings): LanguageCode[] {
  return [defaultLanguage, ...published.filter((code) => code !== defaultLanguage && enabled.includes(code))];
}

/**
 * The language a member gets: `wanted` (their choice, or the language a read asks for) when it is
 * published, else the site's default.
 * @example activeLanguage({ default: 'en', enabled: ['en', 'fr', 'de'], published: ['fr'] }, 'de') // 'en'
 */
export function activeLanguage(languages: LanguageSettings, wanted: string | null | undefined): LanguageCode {
  if (!wanted || wanted === languages.default) return languages.default;
  return publishedLanguages(languages).find((code) => code === wanted) ?? languages.default;
}
