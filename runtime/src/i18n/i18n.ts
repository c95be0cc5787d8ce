// The one i18next instance. Keys are flat ('errors.noInternet'), so no key or namespace
// separators. English is bundled only so the login screen has words before any call; the
// member's language arrives with GET /init (and GET i18n/{language} when they switch). The editor's
// texts come with its chunk (edit-mode/editor/editor-texts.ts).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLang, type I18NBundle } from '@tessera/schemas';
import english from '@tessera/schemas/i18n/en.json';

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en: { translation: english } },
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  showSupportNotice: false,
  // Texts added later (the editor's, with its chunk) re-render what already shows their keys.
  react: { bindI18nStore: 'added' },
});

/** Installs a bundle from the server (which already merges the site's overrides) and switches to it. */
export async function applyI18nBundle(bundle: I18NBundle): Promise<void> {
  i18n.addResourceBundle(bundle.language, 'translation', bundle.translations, true, true);
  await i18n.changeLanguage(bundle.language);
  document.documentElement.lang = htmlLang(bundle.language);
}
