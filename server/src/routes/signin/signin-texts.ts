// The sign-in page's texts: the site's translations when they have the key, English otherwise.
import type { Translations } from '@tessera/schemas';
import english from '@tessera/schemas/i18n/en.json' with { type: 'json' };

const SIGN_IN_KEYS = ['signin.title', 'signin.heading', 'signin.intro', 'signin.email', 'signin.password', 'signin.submit', 'signin.incorrect', 'signin.missing', 'signin.tooManyAttempts', 'signin.formRefused'] as const;
const ENGLISH = Object.fromEntries(SIGN_IN_KEYS.map((key) => [key, english[key]])) as Record<(typeof SIGN_IN_KEYS)[number], string>;

export type SignInTextKey = keyof typeof ENGLISH;
export type SignInTexts = Record<SignInTextKey, string>;

/** Every text of the page, `{{name}}` filled in. */
export function signInTexts(translations: Translations, name: string): SignInTexts {
  return Object.fromEntries(SIGN_IN_KEYS.map((key) => [key, (translations[key] ?? ENGLISH[key]).replaceAll('{{name}}', name)])) as SignInTexts;
}
