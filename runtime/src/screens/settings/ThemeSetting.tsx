import { useId } from 'react';
import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { ThemeMode } from '@tessera/schemas';
import { useAppActions, usePreferences } from '../../state/hooks.ts';
import { useSaveSetting } from './use-save-setting.ts';

const THEME_MODES: readonly ThemeMode[] = ['light', 'dark', 'auto'];

/**
 * Light, dark or auto (follow the system): a Radix radio group of cards, each with a small
 * picture of the mode, so the choice is seen as well as read. Arrow keys move between them.
 */
export function ThemeSetting() {
  const { t } = useTranslation();
  const { themeMode } = usePreferences();
  const { setThemeMode } = useAppActions();
  const { saving, save } = useSaveSetting();
  const labelId = useId();

  return (
    <div className="settings-field">
      <span id={labelId} className="t-label">{t('settings.theme')}</span>
      <RadioGroup.Root
        className="t-choice-cards"
        aria-labelledby={labelId}
        value={themeMode}
        disabled={saving}
        onValueChange={(mode) => void save(() => setThemeMode(mode as ThemeMode))}
      >
        {THEME_MODES.map((mode) => (
          <RadioGroup.Item key={mode} value={mode} className="t-choice-card">
            <span className={`theme-preview theme-preview--${mode}`} aria-hidden="true">
              <span className="theme-preview__bar" />
              <span className="theme-preview__line" />
              <span className="theme-preview__line theme-preview__line--short" />
            </span>
            <span className="t-choice-card__label">{t(`settings.theme.${mode}`)}</span>
            <RadioGroup.Indicator className="t-choice-card__indicator" />
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
