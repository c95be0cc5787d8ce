import { describe, expect, it } from 'vitest';
import type { AppSettings } from '../generated/model.ts';
import { localiseSettings } from './localise-settings.ts';

const settings: AppSettings = {
  name: 'Harbourside',
  description: 'A workshop by the sea.',
  moduleOrder: [],
  languages: { default: 'en', enabled: ['en', 'fr'], published: ['fr'] },
  footer: { helpPage: { label: 'Help', url: '/about/help' }, footerLink7: { label: 'Contact us', url: '/about/contact' }, footerLogoId: 3 },
  translations: { fr: { name: 'Harbourside FR', footer: { helpPage: { label: 'Aide' } } } },
};

describe('localiseSettings', () => {
  it('answers the name, description and footer labels in the language, marking the ones left in the default', () => {
    expect(localiseSettings(settings, 'fr')).toEqual({
      name: 'Harbourside FR',
      description: 'A workshop by the sea.',
      moduleOrder: [],
      languages: settings.languages,
      footer: { helpPage: { label: 'Aide', url: '/about/help' }, footerLink7: { label: 'Contact us', url: '/about/contact' }, footerLogoId: 3 },
      fallbacks: { description: 'en', 'footer.footerLink7.label': 'en' },
    });
  });

  it('answers the stored texts without translations in the default language', () => {
    const { translations: _dropped, ...stored } = settings;
    expect(localiseSettings(settings, 'en')).toEqual(stored);
  });
});
