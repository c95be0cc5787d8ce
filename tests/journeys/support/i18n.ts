// The shell's texts as the translators wrote them (schemas/i18n/<language>.json), read at test
// time so the journeys follow the translations instead of copying them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Texts = Record<string, string>;

export function shellTexts(language: string): Texts {
  const file = fileURLToPath(new URL(`../../../schemas/i18n/${language}.json`, import.meta.url));
  return JSON.parse(readFileSync(file, 'utf8')) as Texts;
}

/** The text for a key with its {{placeholders}} filled in, failing clearly when it is missing. */
export function text(texts: Texts, key: string, values: Record<string, string> = {}): string {
  const value = texts[key];
  if (typeof value !== 'string' || value === '') throw new Error(`Missing translation for "${key}"`);
  return value.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A pattern matching the text for a key whatever its {{placeholders}} hold. */
export function textPattern(texts: Texts, key: string): RegExp {
  const parts = text(texts, key).split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}

export const en = shellTexts('en');
