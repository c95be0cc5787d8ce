// The apply-to-list block's texts (schemas/i18n/applyToList/<language>.json: blocks.applyToList.*),
// kept out of the shell's so no member's first load carries them; English is inside the block's
// code. The notices of a decision on an application show anywhere: theirs stay in the shell's.
import en from '@tessera/schemas/i18n/applyToList/en.json';
import { lazyTextSet } from '../i18n/lazy-text-set.ts';

export const applyTexts = lazyTextSet({
  en,
  fr: () => import('@tessera/schemas/i18n/applyToList/fr.json'),
  cy: () => import('@tessera/schemas/i18n/applyToList/cy.json'),
  ee: () => import('@tessera/schemas/i18n/applyToList/ee.json'),
  ms: () => import('@tessera/schemas/i18n/applyToList/ms.json'),
  de: () => import('@tessera/schemas/i18n/applyToList/de.json'),
  zh: () => import('@tessera/schemas/i18n/applyToList/zh.json'),
  es: () => import('@tessera/schemas/i18n/applyToList/es.json'),
  ja: () => import('@tessera/schemas/i18n/applyToList/ja.json'),
});
