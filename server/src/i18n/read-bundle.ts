// A language's texts as members get them, read from the database: the site's own translations
// over the shell's, English under both (see bundle.ts). The site cache keeps what this reads;
// operations that write texts for members (e-mail) read it inside their transaction.
import type { I18NBundle, LanguageCode } from '@tessera/schemas';
import type { Db } from '../db/database.ts';
import type { Trx } from '../operations/context.ts';
import { readSiteTranslations } from '../operations/site/read-translations.ts';
import { buildBundle } from './bundle.ts';
import type { ShellTranslations } from './shell-translations.ts';

export async function readBundle(db: Db | Trx, shell: ShellTranslations, language: LanguageCode): Promise<I18NBundle> {
  const [en, own] = await Promise.all([
    readSiteTranslations(db, 'en'),
    language === 'en' ? {} : readSiteTranslations(db, language),
  ]);
  // For English the site's own texts are `en` itself: spreading `[language]: {}` would drop them.
  return buildBundle(language, shell, language === 'en' ? { en } : { en, [language]: own });
}
