import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '@tessera/schemas/i18n/en.json';

/** An i18next instance with the shell's English texts, as the runtime configures it (no key separator). */
export function createTestI18n(): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    resources: { en: { translation: en } },
    keySeparator: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
    react: { bindI18nStore: 'added' }, // texts added later (a text set's) re-render what shows their keys
  });
  return instance;
}
