// The post blocks' texts (schemas/i18n/posts/<language>.json): the card wall's, the discussion's and
// the user-post feed's, with the report dialog they open (blocks.posts.*, reportAbuse.*), kept out
// of the shell's so no member's first load carries them. English is inside the post blocks' code;
// the moderators' screens, which name the report categories and statuses, load the set as well.
import en from '@tessera/schemas/i18n/posts/en.json';
import { lazyTextSet } from '../i18n/lazy-text-set.ts';

export const postTexts = lazyTextSet({
  en,
  fr: () => import('@tessera/schemas/i18n/posts/fr.json'),
  cy: () => import('@tessera/schemas/i18n/posts/cy.json'),
  ee: () => import('@tessera/schemas/i18n/posts/ee.json'),
  ms: () => import('@tessera/schemas/i18n/posts/ms.json'),
  de: () => import('@tessera/schemas/i18n/posts/de.json'),
  zh: () => import('@tessera/schemas/i18n/posts/zh.json'),
  es: () => import('@tessera/schemas/i18n/posts/es.json'),
  ja: () => import('@tessera/schemas/i18n/posts/ja.json'),
});
