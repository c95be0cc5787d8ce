import { describe, expect, it } from 'vitest';
import { localiseTexts } from './localise-texts.ts';

const fr = { language: 'fr', defaultLanguage: 'en' } as const;

describe('localiseTexts', () => {
  const element = {
    id: 7,
    name: 'Home',
    options: { text: 'Hello', html: '<p>Hi</p>', level: 2 },
    translations: { fr: { name: 'Accueil', options: { text: 'Bonjour' } }, cy: { name: 'Hafan' } },
  };
  const paths = ['name', 'options.text', 'options.html'];

  it('replaces each text by its translation and names the ones that fall back, with the default language', () => {
    expect(localiseTexts(element, paths, fr)).toEqual({
      id: 7,
      name: 'Accueil',
      options: { text: 'Bonjour', html: '<p>Hi</p>', level: 2 },
      fallbacks: { 'options.html': 'en' },
    });
  });

  it('falls back for every text when the language has no translations at all', () => {
    const localised = localiseTexts(element, paths, { language: 'de', defaultLanguage: 'en' });
    expect(localised).toMatchObject({ name: 'Home', options: { text: 'Hello' } });
    expect(localised.fallbacks).toEqual({ name: 'en', 'options.text': 'en', 'options.html': 'en' });
  });

  it('only drops the translations in the default language', () => {
    const { translations: _dropped, ...stored } = element;
    expect(localiseTexts(element, paths, { language: 'en', defaultLanguage: 'en' })).toEqual(stored);
  });

  it('treats an empty translation as missing, and skips texts the element does not have or has empty', () => {
    const sparse = { title: '', name: 'Home', translations: { fr: { name: '' } } };
    expect(localiseTexts(sparse, ['title', 'name', 'options.caption'], fr)).toEqual({ title: '', name: 'Home', fallbacks: { name: 'en' } });
  });

  it('leaves its argument unchanged, nested objects included, and drops fallbacks of an earlier reply', () => {
    const before = structuredClone(element);
    const again = localiseTexts({ ...element, fallbacks: { name: 'cy' as const } }, paths, fr);
    expect(element).toEqual(before);
    expect(again.fallbacks).toEqual({ 'options.html': 'en' });
  });

  it('keeps the objects holding no translated text as they are (shared, not copied)', () => {
    const withFooter = { name: 'Site', footer: { helpPage: { label: 'Help', url: '/help' } }, translations: { fr: { name: 'Site FR' } } };
    const localised = localiseTexts(withFooter, ['name', 'footer.helpPage.label'], fr);
    expect(localised.footer).toBe(withFooter.footer);
    expect(localised.fallbacks).toEqual({ 'footer.helpPage.label': 'en' });
  });
});
