import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettings } from '../../state/hooks.ts';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import { AccountSetting } from './AccountSetting.tsx';
import { LanguageSetting } from './LanguageSetting.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { ThemeSetting } from './ThemeSetting.tsx';
import '../common/screen.css';
import './settings-screen.css';

/**
 * /settings, in grouped sections: the account (name, email address, log out here or everywhere),
 * the interface language and, when the site lets members choose, the theme mode.
 */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { pathname } = useLocation();
  const title = t('settings.title');
  const heading = useScreenHeading(title, pathname);
  const languageTitleId = useId();
  const themeChoice = settings.themeMode?.enabled === true && settings.themeMode.locked !== true;

  return (
    <section className="screen settings-screen" data-page-slug="settings">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <div className="settings-screen__sections">
        <SettingsSection title={t('settings.account')} description={t('settings.accountHint')}>
          <AccountSetting />
        </SettingsSection>
        <SettingsSection title={t('settings.language')} description={t('settings.languageHint')} titleId={languageTitleId}>
          <LanguageSetting labelledBy={languageTitleId} />
        </SettingsSection>
        {themeChoice && (
          <SettingsSection title={t('settings.appearance')} description={t('settings.appearanceHint')}>
            <ThemeSetting />
          </SettingsSection>
        )}
      </div>
    </section>
  );
}
