import type { Page } from '@tessera/schemas';
import { describe, expect, it } from 'vitest';
import { localisedPage } from './localised.ts';

const fr = { language: 'fr', defaultLanguage: 'en' } as const;
const cy = { language: 'cy', defaultLanguage: 'en' } as const;

const page = (): Page => ({
  id: 1, key: 'welcome', slug: 'welcome', name: 'Welcome', moduleId: 1, type: 'other', width: 'fixed', positions: { 'col-0': [2] },
  translations: { fr: { name: 'Bienvenue' } },
  blocks: [{ id: 2, key: 'intro', type: 'richText', options: { html: '<p>Hello</p>' }, translations: { fr: { options: { html: '<p>Bonjour</p>' } } } }],
});

describe('localisedPage', () => {
  it('localises a cached page once per language, and again for a new copy of it', () => {
    const cached = page();
    const inFrench = localisedPage(cached, fr);
    expect(inFrench).toMatchObject({ name: 'Bienvenue', blocks: [{ options: { html: '<p>Bonjour</p>' } }] });
    expect(localisedPage(cached, fr)).toBe(inFrench);
    expect(localisedPage(cached, { ...fr })).toBe(inFrench);
    expect(localisedPage(cached, cy)).toMatchObject({ name: 'Welcome', fallbacks: { name: 'en' } });
    // The cache replaces a changed page with a new object, which gets its own localised copies.
    const renamed = { ...page(), translations: { fr: { name: 'Accueil' } } };
    expect(localisedPage(renamed, fr).name).toBe('Accueil');
  });
});
