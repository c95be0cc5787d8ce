// The product's texts as the translators wrote them (schemas/i18n: the shell's <language>.json and
// each set's <set>/<language>.json), read at test time so the journeys follow the translations
// instead of copying them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEXT_SETS } from '@tessera/schemas';

export type Texts = Record<string, string>;

const readTexts = (name: string): Texts =>
  JSON.parse(readFileSync(fileURLToPath(new URL(`../../../schemas/i18n/${name}.json`, import.meta.url)), 'utf8')) as Texts;

/** Every text of `language`, whichever set it is in. */
export function productTexts(language: string): Texts {
  return Object.assign(readTexts(language), ...TEXT_SETS.map((set) => readTexts(`${set}/${language}`))) as Texts;
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

export const en = productTexts('en');
