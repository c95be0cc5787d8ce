import { describe, expect, it } from 'vitest';
import { isLanguageCode, LANGUAGE_CODES } from './language-codes.ts';

describe('language codes', () => {
  it('lists the nine shell languages', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'fr', 'cy', 'ee', 'ms', 'de', 'zh', 'es', 'ja']);
  });

  it.each([['en', true], ['ja', true], ['EN', false], ['en-GB', false], ['xx', false], ['', false]])('%j → %s', (name, known) => {
    expect(isLanguageCode(name)).toBe(known);
  });
});
