// The product's own texts, shipped with @tessera/schemas: the shell's, i18n/<language>.json, and
// each set's beside it, i18n/<set>/<language>.json (TEXT_SETS, schemas/src/languages/text-sets.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { LANGUAGE_CODES, TEXT_SETS, type LanguageCode, type Translations } from '@tessera/schemas';

export interface ShippedTexts {
  /** The shell's texts by language: what the runtime gets with GET /init and GET i18n/{language}. */
  shell: ReadonlyMap<LanguageCode, Translations>;
  /** Every other set's texts by language, in one map (no key is in two sets): the runtime loads them with the code that shows them. */
  sets: ReadonlyMap<LanguageCode, Translations>;
}

const require = createRequire(import.meta.url);

/** Reads every language's files; a language without a file yet gets no texts from it (English fills in). */
export async function loadShippedTexts(): Promise<ShippedTexts> {
  const languages = await Promise.all(LANGUAGE_CODES.map(async (language) => {
    const [shell, sets] = await Promise.all([readTexts(language), Promise.all(TEXT_SETS.map((set) => readTexts(`${set}/${language}`)))]);
    return { language, shell, sets: Object.assign({}, ...sets) as Translations };
  }));
  return {
    shell: new Map(languages.map(({ language, shell }) => [language, shell])),
    sets: new Map(languages.map(({ language, sets }) => [language, sets])),
  };
}

/** The texts of i18n/<name>.json, or none when there is no such file. */
async function readTexts(name: string): Promise<Translations> {
  let file: string;
  try {
    file = require.resolve(`@tessera/schemas/i18n/${name}.json`);
  } catch {
    return {};
  }
  return JSON.parse(await readFile(file, 'utf8')) as Translations;
}
