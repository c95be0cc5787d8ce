// The user menu loads after the first page: until then its button shows as it does closed.
import { publicName } from '@tessera/schemas';
import { closedMenuTriggerProps } from '../../boot/closed-menu-trigger.ts';
import { deferredComponent, type StandInControls } from '../../boot/deferred-component.tsx';
import { useUser } from '../../state/hooks.ts';
import { Icon } from '../icons/Icon.tsx';
import { PersonAvatar } from '../../people/PersonAvatar.tsx';
import './user-menu.css';

/** UserMenu's closed trigger (named by its visible text), without the menu's code (Radix menu and its positioning). */
function UserMenuButton({ controls }: { controls: StandInControls }) {
  const user = useUser();
  const name = publicName(user.profile.data.profile, user.accountId);
  return (
    <button
      {...closedMenuTriggerProps(controls)}
      className="user-menu__trigger"
    >
      <PersonAvatar accountId={user.accountId} data={user.profile.data.profile} cssSize={40} />
      <span className="user-menu__name">{name}</span>
      <Icon name="chevronDown" size={16} />
    </button>
  );
}

/** {@link import('./UserMenu.tsx').UserMenu}, loaded after the first page. */
export const UserMenu = deferredComponent(
  () => import('./UserMenu.tsx').then((module) => module.UserMenu),
  (_, controls) => <UserMenuButton controls={controls} />,
  { defaultOpen: true },
);
