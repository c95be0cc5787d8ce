// A language's texts as members get them, read from the database: the site's own translations
// over the product's, English under both (see bundle.ts). The site cache keeps what these read;
// operations that write texts for members (e-mail) read them inside their transaction.
import type { I18NBundle, LanguageCode, Translations } from '@tessera/schemas';
import type { Db } from '../db/database.ts';
import type { Trx } from '../operations/context.ts';
import { readSiteTranslations } from '../operations/site/read-translations.ts';
import { buildBundle, buildTexts } from './bundle.ts';
import type { ShippedTexts } from './shipped-texts.ts';

async function readSiteTexts(db: Db | Trx, language: LanguageCode): Promise<Partial<Record<LanguageCode, Translations>>> {
  const [en, own] = await Promise.all([
    readSiteTranslations(db, 'en'),
    language === 'en' ? {} : readSiteTranslations(db, language),
  ]);
  // For English the site's own texts are `en` itself: spreading `[language]: {}` would drop them.
  return language === 'en' ? { en } : { en, [language]: own };
}

/** The runtime's bundle of `language` (GET /init, GET i18n/{language}): the shell's texts. */
export async function readBundle(db: Db | Trx, shipped: ShippedTexts, language: LanguageCode): Promise<I18NBundle> {
  return buildBundle(language, shipped, await readSiteTexts(db, language));
}

/** Every text of `language`: what the server writes with. */
export async function readTexts(db: Db | Trx, shipped: ShippedTexts, language: LanguageCode): Promise<I18NBundle> {
  return buildTexts(language, shipped, await readSiteTexts(db, language));
}
