import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '@tessera/schemas';
import { htmlLang, LANGUAGE_NAMES } from '../../i18n/language-names.ts';
import { useAppActions, usePreferences, useSettings } from '../../state/hooks.ts';
import { useSaveSetting } from './use-save-setting.ts';

/** Picks the interface language among the site's enabled ones, each named in its own language. */
export function LanguageSetting() {
  const { t } = useTranslation();
  const { language } = usePreferences();
  const settings = useSettings();
  const { setLanguage } = useAppActions();
  const { saving, save } = useSaveSetting();
  const id = useId();

  return (
    <div className="settings-screen__field">
      <label htmlFor={id} className="t-label">{t('settings.language')}</label>
      <select
        id={id}
        className="t-select"
        value={language}
        disabled={saving}
        onChange={(event) => void save(() => setLanguage(event.target.value as LanguageCode))}
      >
        {settings.languages.enabled.map((code) => (
          <option key={code} value={code} lang={htmlLang(code)}>{LANGUAGE_NAMES[code]}</option>
        ))}
      </select>
    </div>
  );
}
