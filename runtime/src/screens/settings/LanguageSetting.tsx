import { Select } from 'radix-ui';
import { htmlLang, publishedLanguages, type LanguageCode } from '@tessera/schemas';
import { LANGUAGE_NAMES } from '../../i18n/language-names.ts';
import { Icon } from '../../shell/icons/Icon.tsx';
import { useAppActions, usePreferences, useSettings } from '../../state/hooks.ts';
import { useSaveSetting } from './use-save-setting.ts';

/**
 * Picks the member's language among those the site publishes (the default first), each named in its own language (and
 * marked with its lang, so a screen reader says it right). A Radix Select: a combobox styled like
 * the design system's other controls, rather than the browser's own list. Labelled by the
 * element `labelledBy` names (its settings section's title).
 */
export function LanguageSetting({ labelledBy }: { labelledBy: string }) {
  const { language } = usePreferences();
  const settings = useSettings();
  const { setLanguage } = useAppActions();
  const { saving, save } = useSaveSetting();
  return (
    <div className="settings-field">
      <Select.Root
        value={language}
        disabled={saving}
        onValueChange={(next) => void save(() => setLanguage(next as LanguageCode))}
      >
        <Select.Trigger className="t-select" aria-labelledby={labelledBy}>
          <Select.Value />
          <Select.Icon className="t-select__icon">
            <Icon name="chevronDown" size={18} />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content className="t-menu t-select__content" position="popper" sideOffset={4}>
            <Select.Viewport>
              {publishedLanguages(settings.languages).map((code) => (
                <Select.Item key={code} value={code} lang={htmlLang(code)} className="t-menu__item t-select__item">
                  <Select.ItemText>{LANGUAGE_NAMES[code]}</Select.ItemText>
                  <Select.ItemIndicator className="t-select__check">
                    <Icon name="check" size={18} />
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
