// Merges the texts of one language: the site's own texts over the product's, English under both.
import type { I18NBundle, LanguageCode, Translations } from '@tessera/schemas';
import type { ShippedTexts } from './shipped-texts.ts';

type SiteTexts = Partial<Record<LanguageCode, Translations>>;

/** Precedence, lowest first: shipped English, site English, shipped `language`, site `language`. */
function layered(language: LanguageCode, shippedIn: (language: LanguageCode) => Translations | undefined, site: SiteTexts): Translations {
  const english = { ...shippedIn('en'), ...site.en };
  return language === 'en' ? english : { ...english, ...shippedIn(language), ...site[language] };
}

/**
 * The bundle the runtime loads (GET /init, GET i18n/{language}): the shell's texts with the site's
 * over them, so a key missing in a language falls back to (site) English. The other sets come with
 * the code that shows them and never replace a text already in, so the site's own wording of their
 * texts comes here too — but for another language than English, not the site's English of a text
 * a set has in that language: the set's text ranks above it, as the shell's does.
 */
export function buildBundle(language: LanguageCode, shipped: ShippedTexts, site: SiteTexts): I18NBundle {
  const inSets = shipped.sets.get(language) ?? {};
  const siteEnglish = language === 'en' || !site.en ? site.en : Object.fromEntries(Object.entries(site.en).filter(([key]) => !Object.hasOwn(inSets, key)));
  return { language, translations: layered(language, (code) => shipped.shell.get(code), { ...site, en: siteEnglish }) };
}

/** Every text of `language` the product ships, with the site's over them: what the server writes with (e-mail, its pages, errors). */
export function buildTexts(language: LanguageCode, shipped: ShippedTexts, site: SiteTexts): I18NBundle {
  return { language, translations: layered(language, (code) => ({ ...shipped.shell.get(code), ...shipped.sets.get(code) }), site) };
}
