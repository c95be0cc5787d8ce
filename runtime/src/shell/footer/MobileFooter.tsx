import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../icons/Icon.tsx';
import './mobile-footer.css';

const QUICK_LINKS: readonly { to: string; labelKey: string; icon: IconName }[] = [
  { to: '/', labelKey: 'shell.nav.home', icon: 'home' },
  { to: '/chat', labelKey: 'shell.nav.chat', icon: 'chat' },
  { to: '/settings', labelKey: 'shell.nav.settings', icon: 'settings' },
];

export interface MobileFooterProps {
  drawerOpen: boolean;
  onOpenDrawer(): void;
}

/** The bottom bar on small screens: Home, Chat, Settings, and Menu, which opens the drawer. */
export function MobileFooter({ drawerOpen, onOpenDrawer }: MobileFooterProps) {
  const { t } = useTranslation();
  return (
    <nav className="mobile-footer" aria-label={t('shell.nav.quickLinks')}>
      <ul className="mobile-footer__list">
        {QUICK_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink className="mobile-footer__item" to={link.to} end={link.to === '/'}>
              <Icon name={link.icon} size={22} />
              {t(link.labelKey)}
            </NavLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="mobile-footer__item"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={onOpenDrawer}
          >
            <Icon name="menu" size={22} />
            {t('shell.nav.menu')}
          </button>
        </li>
      </ul>
    </nav>
  );
}
