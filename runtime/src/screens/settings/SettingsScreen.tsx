import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSettings } from '../../state/hooks.ts';
import { useScreenHeading } from '../common/use-screen-heading.ts';
import { LanguageSetting } from './LanguageSetting.tsx';
import { ThemeSetting } from './ThemeSetting.tsx';
import '../common/screen.css';
import './settings-screen.css';

/** /settings: the member's language and, when the site lets members choose, theme mode. */
export default function SettingsScreen() {
  const { t } = useTranslation();
  const settings = useSettings();
  const { pathname } = useLocation();
  const title = t('settings.title');
  const heading = useScreenHeading(title, pathname);
  const themeChoice = settings.themeMode?.enabled === true && settings.themeMode.locked !== true;

  return (
    <section className="screen" data-page-slug="settings">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <LanguageSetting />
      {themeChoice && <ThemeSetting />}
    </section>
  );
}
