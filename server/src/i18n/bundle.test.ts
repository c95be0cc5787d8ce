import type { LanguageCode, Translations } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { buildBundle } from './bundle.ts';

const shell = new Map<LanguageCode, Translations>([
  ['en', { greeting: 'Hello', farewell: 'Bye', title: 'Shell title' }],
  ['fr', { greeting: 'Bonjour' }],
]);
const site: Partial<Record<LanguageCode, Translations>> = { en: { title: 'Site title' }, fr: { farewell: 'Salut' } };

describe('buildBundle', () => {
  it('lays site texts over shell texts', () => {
    expect(buildBundle('en', shell, site)).toEqual({
      language: 'en', translations: { greeting: 'Hello', farewell: 'Bye', title: 'Site title' },
    });
  });

  it('falls back to English for keys a language lacks', () => {
    expect(buildBundle('fr', shell, site).translations).toEqual({
      greeting: 'Bonjour', farewell: 'Salut', title: 'Site title',
    });
  });
});
