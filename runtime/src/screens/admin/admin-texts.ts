// The administration screens' texts (schemas/i18n/admin/<language>.json: admin.*), kept out of
// the shell's so no member's first load carries them; they come with the admin area's code.
import en from '@tessera/schemas/i18n/admin/en.json';
import { lazyTextSet } from '@tessera/blocks';

export const adminTexts = lazyTextSet({
  en,
  fr: () => import('@tessera/schemas/i18n/admin/fr.json'),
  cy: () => import('@tessera/schemas/i18n/admin/cy.json'),
  ee: () => import('@tessera/schemas/i18n/admin/ee.json'),
  ms: () => import('@tessera/schemas/i18n/admin/ms.json'),
  de: () => import('@tessera/schemas/i18n/admin/de.json'),
  zh: () => import('@tessera/schemas/i18n/admin/zh.json'),
  es: () => import('@tessera/schemas/i18n/admin/es.json'),
  ja: () => import('@tessera/schemas/i18n/admin/ja.json'),
});
