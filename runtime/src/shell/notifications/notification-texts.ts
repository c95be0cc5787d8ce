// The notifications' texts (schemas/i18n/notifications/<language>.json): each type's sentence and
// name, the dropdowns' lists, the notification centre's, kept out of the shell's so no member's
// first load carries them. The header's bells and the centre's link are named by the shell's
// texts: they show before this code loads. The server writes e-mail with these texts too.
import en from '@tessera/schemas/i18n/notifications/en.json';
import { lazyTextSet } from '@tessera/blocks';

export const notificationTexts = lazyTextSet({
  en,
  fr: () => import('@tessera/schemas/i18n/notifications/fr.json'),
  cy: () => import('@tessera/schemas/i18n/notifications/cy.json'),
  ee: () => import('@tessera/schemas/i18n/notifications/ee.json'),
  ms: () => import('@tessera/schemas/i18n/notifications/ms.json'),
  de: () => import('@tessera/schemas/i18n/notifications/de.json'),
  zh: () => import('@tessera/schemas/i18n/notifications/zh.json'),
  es: () => import('@tessera/schemas/i18n/notifications/es.json'),
  ja: () => import('@tessera/schemas/i18n/notifications/ja.json'),
});
