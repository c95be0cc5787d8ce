import { lazy, Suspense, useState } from 'react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { publicName } from '@tessera/schemas';
import { useAppActions, useUser } from '../../state/hooks.ts';
import { Icon } from '../icons/Icon.tsx';
import { useAccountLinks } from './account-links.ts';
import { PersonAvatar } from '../../people/PersonAvatar.tsx';
import './user-menu.css';

const AvatarDialog = lazy(() => import('./AvatarDialog.tsx'));

/**
 * The signed-in member's avatar and name, opening their controls: settings, chat, admin, their
 * picture (the avatar editor, loaded when chosen), log out.
 * The button is named by its visible text, the member's name (WCAG 2.5.3); Radix adds that it
 * opens a menu. Not modal: a modal menu hides the rest of the page from assistive technology
 * while its links stay focusable (axe aria-hidden-focus), and a menu needs no focus trap.
 * `defaultOpen` when the member clicked its stand-in before it loaded (DeferredUserMenu.tsx).
 */
export function UserMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const user = useUser();
  const { logout } = useAppActions();
  const name = publicName(user.profile.data.profile, user.accountId);
  const links = useAccountLinks();
  const [changingPicture, setChangingPicture] = useState(false);
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger className="user-menu__trigger">
          <PersonAvatar accountId={user.accountId} data={user.profile.data.profile} cssSize={40} />
          <span className="user-menu__name">{name}</span>
          <Icon name="chevronDown" size={16} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="t-menu" align="end" sideOffset={8}>
            <DropdownMenu.Label className="t-menu__label user-menu__identity">
              <strong>{name}</strong>
              <span>{user.email}</span>
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="t-menu__separator" />
            {links.map((link) => (
              <DropdownMenu.Item key={link.to} asChild>
                <Link className="t-menu__item" to={link.to}>
                  <Icon name={link.icon} size={18} />
                  {t(link.labelKey)}
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Item className="t-menu__item" onSelect={() => setChangingPicture(true)}>
              <Icon name="user" size={18} />
              {t('shell.userMenu.changePicture')}
            </DropdownMenu.Item>
            <DropdownMenu.Separator className="t-menu__separator" />
            <DropdownMenu.Item className="t-menu__item" onSelect={logout}>
              <Icon name="logout" size={18} />
              {t('shell.userMenu.logout')}
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {changingPicture && <Suspense fallback={null}><AvatarDialog onClose={() => setChangingPicture(false)} /></Suspense>}
    </>
  );
}
