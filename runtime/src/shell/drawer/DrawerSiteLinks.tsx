import { useTranslation } from 'react-i18next';
import { useSettings } from '../../state/hooks.ts';
import { footerLinks } from '../footer/footer-links.ts';
import { AppLink } from '../links/AppLink.tsx';

/** The footer's links (privacy, terms, help…), which small screens show in the drawer instead. */
export function DrawerSiteLinks() {
  const { t } = useTranslation();
  const settings = useSettings();
  const links = footerLinks(settings);
  if (links.length === 0) return null;
  return (
    <nav className="nav-drawer__section nav-drawer__site-links" aria-label={t('shell.footer.links')}>
      <ul className="nav-drawer__small-links">
        {links.map((link) => (
          <li key={`${link.label} ${link.url}`}>
            <AppLink to={link.url}><span lang={link.lang}>{link.label}</span></AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
