import { useTranslation } from 'react-i18next';
import type { ThemeMode } from '@tessera/schemas';
import { useAppActions, usePreferences } from '../../state/hooks.ts';
import { useSaveSetting } from './use-save-setting.ts';

const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'auto'];

/** Light, dark or auto (follow the system), as a radio group. */
export function ThemeSetting() {
  const { t } = useTranslation();
  const { themeMode } = usePreferences();
  const { setThemeMode } = useAppActions();
  const { saving, save } = useSaveSetting();

  return (
    <fieldset className="settings-screen__field" disabled={saving}>
      <legend className="t-label">{t('settings.theme')}</legend>
      {THEME_MODES.map((mode) => (
        <label key={mode} className="settings-screen__choice">
          <input
            type="radio"
            name="theme-mode"
            value={mode}
            checked={themeMode === mode}
            onChange={() => void save(() => setThemeMode(mode))}
          />
          {t(`settings.theme.${mode}`)}
        </label>
      ))}
    </fieldset>
  );
}
