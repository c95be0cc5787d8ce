import { describe, expect, it } from 'vitest';
import { textLang } from './text-lang.ts';

describe('textLang', () => {
  it('gives the BCP 47 tag of the language a text fell back to, and nothing for a translated text', () => {
    const element = { fallbacks: { name: 'en' as const, 'options.text': 'ee' as const } };
    expect(textLang(element, 'name')).toBe('en');
    expect(textLang(element, 'options.text')).toBe('et');
    expect(textLang(element, 'title')).toBeUndefined();
    expect(textLang({}, 'name')).toBeUndefined();
  });
});
