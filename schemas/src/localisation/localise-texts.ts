// The one localisation step every translatable element goes through: its texts in the member's
// language, falling back to the default language text by text, each fallback named.
import type { LanguageCode, TextFallbacks } from '../generated/model.ts';

/** The language a reply is in, and the site's default that stands in for a missing translation. */
export interface ReplyLanguages {
  language: LanguageCode;
  defaultLanguage: LanguageCode;
}

/** An element as stored: its texts in the default language, `translations` by language mirroring them. */
export interface TranslatableElement {
  translations?: { [language: string]: object | undefined };
  fallbacks?: TextFallbacks;
}

/** What localisation leaves of an element: no translations, and the fallbacks it took. */
export type Localised<T extends TranslatableElement> = Omit<T, 'translations' | 'fallbacks'> & { fallbacks?: TextFallbacks };

type TextPath = readonly string[];

function valueAt(value: unknown, path: TextPath): unknown {
  let at = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return at;
}

/** A copy of `value` with `text` at `path`, copying only the objects on the way. */
function withText<T>(value: T, [key, ...rest]: TextPath, text: string): T {
  const record = value as Record<string, unknown>;
  return { ...record, [key!]: rest.length ? withText(record[key!], rest, text) : text } as T;
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * `element` in `language`: each text at `paths` (dotted: 'name', 'options.text',
 * 'footer.helpPage.label') becomes its translation into `language`, or stays in the default
 * language and is named in `fallbacks` with that language; `translations` is left out. In the
 * default language only `translations` (and any earlier `fallbacks`) are left out. Texts the
 * element does not have (or has empty) are skipped. Never changes its argument.
 * @example
 * localiseTexts({ name: 'Home', translations: { fr: { name: 'Accueil' } } }, ['name'], { language: 'fr', defaultLanguage: 'en' })
 * // { name: 'Accueil' }
 * localiseTexts({ name: 'Home', translations: {} }, ['name'], { language: 'cy', defaultLanguage: 'en' })
 * // { name: 'Home', fallbacks: { name: 'en' } }
 */
export function localiseTexts<T extends TranslatableElement>(element: T, paths: readonly string[], { language, defaultLanguage }: ReplyLanguages): Localised<T> {
  const { translations, fallbacks: _fromAnotherReply, ...source } = element;
  if (language === defaultLanguage) return source;
  const own = translations?.[language];
  let localised = source;
  let fallbacks: TextFallbacks | undefined;
  for (const dotted of paths) {
    const path = dotted.split('.');
    if (!nonEmpty(valueAt(source, path))) continue;
    const translated = valueAt(own, path);
    if (nonEmpty(translated)) localised = withText(localised, path, translated);
    else (fallbacks ??= {})[dotted] = defaultLanguage;
  }
  return fallbacks ? { ...localised, fallbacks } : localised;
}
