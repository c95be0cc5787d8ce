// The shell's default texts, shipped with @tessera/schemas as i18n/<language>.json.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { LANGUAGE_CODES, type LanguageCode, type Translations } from '@tessera/schemas';

export type ShellTranslations = ReadonlyMap<LanguageCode, Translations>;

const require = createRequire(import.meta.url);

/** Reads every language's defaults; a language without a file yet gets an empty map (English fills in). */
export async function loadShellTranslations(): Promise<ShellTranslations> {
  const entries = await Promise.all(LANGUAGE_CODES.map(async (language) => [language, await readLanguage(language)] as const));
  return new Map(entries);
}

async function readLanguage(language: LanguageCode): Promise<Translations> {
  let file: string;
  try {
    file = require.resolve(`@tessera/schemas/i18n/${language}.json`);
  } catch {
    return {};
  }
  return JSON.parse(await readFile(file, 'utf8')) as Translations;
}
