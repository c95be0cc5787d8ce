// The sign-in page's texts: the site's translations when they have the key, English otherwise.
import type { Translations } from '@tessera/schemas';
import { serverTexts } from '../../i18n/server-texts.ts';

const SIGN_IN_KEYS = ['signin.title', 'signin.heading', 'signin.intro', 'signin.email', 'signin.password', 'signin.submit', 'signin.incorrect', 'signin.missing', 'signin.tooManyAttempts', 'signin.formRefused'] as const;

export type SignInTextKey = (typeof SIGN_IN_KEYS)[number];
export type SignInTexts = Record<SignInTextKey, string>;

/** Every text of the page, `{{name}}` filled in (`{{minutes}}` is left for the caller). */
export function signInTexts(translations: Translations, name: string): SignInTexts {
  return serverTexts(translations, SIGN_IN_KEYS, { name });
}
