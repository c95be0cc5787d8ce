// The language a member's read answers in (data spec §4 "Languages").
import { activeLanguage, type AppSettings, type LanguageCode, type ReplyLanguages } from '@tessera/schemas';
import type { SignedInAccount } from '../operations/sessions/signed-in-account.ts';

/**
 * The reply's language and the default standing in for missing translations: `asked` (a read's
 * `?language=`) or else the member's own choice, when the site publishes it; else the default.
 */
export function replyLanguages(settings: AppSettings, account: SignedInAccount, asked?: LanguageCode): ReplyLanguages {
  const { languages } = settings;
  return { language: activeLanguage(languages, asked ?? account.profile.data.meta.language), defaultLanguage: languages.default };
}
