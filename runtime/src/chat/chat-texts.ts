// The chat's texts (schemas/i18n/chat/<language>.json): the chat screen's, the chat room's and the
// header control's dropdown, kept out of the shell's so no member's first load carries them. The
// header's chat button is named by the shell's texts: it shows before this code loads.
import en from '@tessera/schemas/i18n/chat/en.json';
import { lazyTextSet } from '@tessera/blocks';

export const chatTexts = lazyTextSet({
  en,
  fr: () => import('@tessera/schemas/i18n/chat/fr.json'),
  cy: () => import('@tessera/schemas/i18n/chat/cy.json'),
  ee: () => import('@tessera/schemas/i18n/chat/ee.json'),
  ms: () => import('@tessera/schemas/i18n/chat/ms.json'),
  de: () => import('@tessera/schemas/i18n/chat/de.json'),
  zh: () => import('@tessera/schemas/i18n/chat/zh.json'),
  es: () => import('@tessera/schemas/i18n/chat/es.json'),
  ja: () => import('@tessera/schemas/i18n/chat/ja.json'),
});
