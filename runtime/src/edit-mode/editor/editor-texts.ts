// The editor's own texts (schemas/i18n/editor/<language>.json), kept out of the shell's so that no
// member's first load or GET /init carries them (decision 0004). They arrive with the editor's
// chunk: the member's language and English beneath it, and each language switched to later.
import { lazyTextSet, type TextFiles } from '@tessera/blocks';
import { i18n } from '../../i18n/i18n.ts';

const TEXT_FILES: TextFiles = {
  en: () => import('@tessera/schemas/i18n/editor/en.json'),
  fr: () => import('@tessera/schemas/i18n/editor/fr.json'),
  cy: () => import('@tessera/schemas/i18n/editor/cy.json'),
  ee: () => import('@tessera/schemas/i18n/editor/ee.json'),
  ms: () => import('@tessera/schemas/i18n/editor/ms.json'),
  de: () => import('@tessera/schemas/i18n/editor/de.json'),
  zh: () => import('@tessera/schemas/i18n/editor/zh.json'),
  es: () => import('@tessera/schemas/i18n/editor/es.json'),
  ja: () => import('@tessera/schemas/i18n/editor/ja.json'),
};

const editorTexts = lazyTextSet(TEXT_FILES);
const install = (language: string) => editorTexts.install(i18n, language);

function installOnSwitch(language: string): void {
  // Until it arrives the editor shows English; i18next re-renders when it is added (bindI18nStore).
  install(language).catch((error: unknown) => console.warn(`The editor's ${language} texts could not be loaded:`, error));
}

/** Installs the editor's texts in the language in use and English; settles once both are in i18next. */
export async function installEditorTexts(): Promise<void> {
  i18n.off('languageChanged', installOnSwitch); // a retry after a failed load must not listen twice
  i18n.on('languageChanged', installOnSwitch);
  await Promise.all([install('en'), install(i18n.language)]);
}
