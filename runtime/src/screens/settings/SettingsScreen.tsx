import { useId } from 'react';
import { useTextSet } from '@tessera/blocks';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettings } from '../../state/hooks.ts';
import { Spinner } from '../common/Spinner.tsx';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import { AccountSetting } from './AccountSetting.tsx';
import { DeleteAccountSetting } from './DeleteAccountSetting.tsx';
import { LanguageSetting } from './LanguageSetting.tsx';
import { NotificationCentre } from './notification-centre/NotificationCentre.tsx';
import { PrivacySetting } from './PrivacySetting.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import { settingsTexts } from './settings-texts.ts';
import { ThemeSetting } from './ThemeSetting.tsx';
import '../common/screen.css';
import './settings-screen.css';

/**
 * /settings, in grouped sections: the account (name, email address, log out here or everywhere),
 * the interface language, when the site lets members choose, the theme mode, and, when the site
 * shows who is online, whether others see this member online; the notification centre; last,
 * deleting the account.
 */
export default function SettingsScreen() {
  return useTextSet(settingsTexts) ? <Settings /> : <Spinner />;
}

function Settings() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { pathname } = useLocation();
  const title = t('settings.title');
  const heading = useScreenHeading(title, pathname);
  const languageTitleId = useId();
  const themeChoice = settings.themeMode?.enabled === true && settings.themeMode.locked !== true;
  const connectivityShown = settings.userConnectivity?.isEnabled === true;

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
        {connectivityShown && (
          <SettingsSection title={t('settings.privacy')} description={t('settings.privacyHint')}>
            <PrivacySetting />
          </SettingsSection>
        )}
        <NotificationCentre />
        <SettingsSection title={t('settings.deleteAccount.section')} description={t('settings.deleteAccount.hint')}>
          <DeleteAccountSetting />
        </SettingsSection>
      </div>
    </section>
  );
}
