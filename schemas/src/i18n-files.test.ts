// Every shipped translation set mirrors its English file: the shell's (schemas/i18n/<language>.json,
// in every member's first load) and each set beside it (schemas/i18n/<set>/<language>.json, loaded
// with the code that shows its texts: TEXT_SETS). Each language has the same keys, a non-empty
// text for each, and the same interpolation placeholders; no key is in two sets.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from './languages/language-codes.ts';
import { TEXT_SETS } from './languages/text-sets.ts';

const SETS = ['', ...TEXT_SETS.map((set) => `${set}/`)] as const;

const readTexts = (file: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../i18n/${file}`, import.meta.url), 'utf8')) as Record<string, unknown>;

/** The placeholders in a text, i18next `{{name}}` and single-brace `{name}` (Radix Toast label), sorted. */
function placeholders(text: string): string[] {
  return (text.match(/\{\{[^{}]+\}\}|\{[^{}]+\}/g) ?? []).sort();
}

describe.each(SETS)('i18n/%s', (set) => {
  const en = readTexts(`${set}en.json`);
  const enKeys = Object.keys(en);

  it('en.json is a non-empty flat map of strings', () => {
    expect(enKeys.length).toBeGreaterThan(0);
    expect(enKeys.filter((key) => typeof en[key] !== 'string')).toEqual([]);
  });

  describe.each(LANGUAGE_CODES)('%s.json', (language) => {
    const texts = readTexts(`${set}${language}.json`);

    it('has exactly the keys of en.json', () => {
      const keys = new Set(Object.keys(texts));
      const missing = enKeys.filter((key) => !keys.has(key));
      const extra = [...keys].filter((key) => !Object.hasOwn(en, key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('has a non-empty string for every key', () => {
      const bad = Object.entries(texts)
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([key]) => key);
      expect(bad).toEqual([]);
    });

    it('keeps the placeholders of the English text', () => {
      const mismatches = enKeys
        .filter((key) => typeof texts[key] === 'string' && typeof en[key] === 'string')
        .map((key) => ({ key, expected: placeholders(en[key] as string), actual: placeholders(texts[key] as string) }))
        .filter(({ expected, actual }) => expected.join('\u0000') !== actual.join('\u0000'));
      expect(mismatches).toEqual([]);
    });
  });
});

describe('the sets', () => {
  it('are every folder of schemas/i18n, so the server reads each', () => {
    const folders = readdirSync(new URL('../i18n/', import.meta.url), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.sort()).toEqual([...TEXT_SETS].sort());
  });

  it('share no key, so no set overrides another', () => {
    const keys = SETS.flatMap((set) => Object.keys(readTexts(`${set}en.json`)));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });
});
