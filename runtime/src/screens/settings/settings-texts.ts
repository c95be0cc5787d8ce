// The settings screen's texts (schemas/i18n/settings/<language>.json: settings.*), kept out of the
// shell's so no member's first load carries them; they come with the screen's code.
import en from '@tessera/schemas/i18n/settings/en.json';
import { lazyTextSet } from '@tessera/blocks';

export const settingsTexts = lazyTextSet({
  en,
  fr: () => import('@tessera/schemas/i18n/settings/fr.json'),
  cy: () => import('@tessera/schemas/i18n/settings/cy.json'),
  ee: () => import('@tessera/schemas/i18n/settings/ee.json'),
  ms: () => import('@tessera/schemas/i18n/settings/ms.json'),
  de: () => import('@tessera/schemas/i18n/settings/de.json'),
  zh: () => import('@tessera/schemas/i18n/settings/zh.json'),
  es: () => import('@tessera/schemas/i18n/settings/es.json'),
  ja: () => import('@tessera/schemas/i18n/settings/ja.json'),
});
