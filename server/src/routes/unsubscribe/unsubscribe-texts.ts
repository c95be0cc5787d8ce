// The unsubscribe page's texts in the member's language.
import type { Translations } from '@tessera/schemas';
import { serverTexts } from '../../i18n/server-texts.ts';
import { UNSUBSCRIBE_LINK_DAYS } from '../../mail/unsubscribe/unsubscribe-token.ts';

const UNSUBSCRIBE_KEYS = [
  'unsubscribe.title', 'unsubscribe.confirmHeading', 'unsubscribe.confirmBody', 'unsubscribe.confirm', 'unsubscribe.doneHeading', 'unsubscribe.doneBody',
  'unsubscribe.expiredHeading', 'unsubscribe.expiredBody', 'unsubscribe.invalidHeading', 'unsubscribe.invalidBody', 'unsubscribe.signIn', 'unsubscribe.openSite',
] as const;

export type UnsubscribeTexts = Record<(typeof UNSUBSCRIBE_KEYS)[number], string>;

export function unsubscribeTexts(translations: Translations, name: string): UnsubscribeTexts {
  return serverTexts(translations, UNSUBSCRIBE_KEYS, { name, days: String(UNSUBSCRIBE_LINK_DAYS) });
}
