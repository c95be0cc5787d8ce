import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { publicName } from '@tessera/schemas';
import { useAppActions, useUser } from '../../state/hooks.ts';
import { Icon } from '../icons/Icon.tsx';
import { useAccountLinks } from '../user-menu/account-links.ts';
import { PersonAvatar } from '../../people/PersonAvatar.tsx';

/** Who is signed in, shown at the top of the drawer. */
export function DrawerIdentity() {
  const user = useUser();
  return (
    <div className="nav-drawer__identity">
      <PersonAvatar accountId={user.accountId} data={user.profile.data.profile} cssSize={40} />
      <p>
        <strong>{publicName(user.profile.data.profile, user.accountId)}</strong>
        <span>{user.email}</span>
      </p>
    </div>
  );
}

/**
 * The user menu's controls in the drawer, on small screens where the user menu shows only an
 * avatar: settings, chat, administration for admins, and log out.
 */
export function DrawerAccount() {
  const { t } = useTranslation();
  const links = useAccountLinks();
  const { logout } = useAppActions();
  const headingId = useId();
  return (
    <section className="nav-drawer__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="nav-drawer__section-title">{t('shell.drawer.account')}</h2>
      <ul className="nav-drawer__list">
        {links.map((link) => (
          <li key={link.to}>
            <Link className="nav-drawer__item" to={link.to}>
              <Icon name={link.icon} size={20} />
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="nav-drawer__item" onClick={logout}>
            <Icon name="logout" size={20} />
            {t('shell.userMenu.logout')}
          </button>
        </li>
      </ul>
    </section>
  );
}
