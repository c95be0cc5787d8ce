// The texts of what the server writes itself (the sign-in and unsubscribe pages, e-mail): the
// site's translations when they have the key, English otherwise, with `{{name}}`-style values filled in.
// Theirs are the shell's texts and the server's own set (schemas/i18n/server), which no browser loads.
import type { Translations } from '@tessera/schemas';
import shellEnglish from '@tessera/schemas/i18n/en.json' with { type: 'json' };
import serverEnglish from '@tessera/schemas/i18n/server/en.json' with { type: 'json' };

const english = { ...shellEnglish, ...serverEnglish };

export type EnglishKey = keyof typeof english;

/** `text` with each `{{placeholder}}` that `values` names filled in (the others left as they are). */
export function fillText(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
}

/** Each of `keys` in `translations` (English when missing), every `{{placeholder}}` of `values` filled in. */
export function serverTexts<const Key extends EnglishKey>(
  translations: Translations, keys: readonly Key[], values: Readonly<Record<string, string>> = {},
): Record<Key, string> {
  return Object.fromEntries(keys.map((key) => [key, fillText(translations[key] ?? english[key], values)])) as Record<Key, string>;
}
