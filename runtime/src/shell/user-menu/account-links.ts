import { useCan } from '../../permissions/use-can.ts';
import { useSettings } from '../../state/hooks.ts';
import type { IconName } from '../icons/Icon.tsx';

/** A link among the member's own controls, in the user menu and in the drawer's account section. */
export interface AccountLink {
  to: string;
  labelKey: string;
  icon: IconName;
}

const MEMBER_LINKS: readonly AccountLink[] = [
  { to: '/settings', labelKey: 'shell.nav.settings', icon: 'settings' },
  { to: '/settings#notifications', labelKey: 'notifications.centre.title', icon: 'bell' },
  { to: '/chat', labelKey: 'shell.nav.chat', icon: 'chat' },
];
const ADMIN_LINK: AccountLink = { to: '/admin', labelKey: 'shell.nav.administration', icon: 'shield' };

/**
 * The member's controls in the order they show: their profile page first when the site names one
 * (settings.structure.defaults.myProfile); administration for admins, those who may manage
 * everything (the server checks again: GET admin/sections).
 */
export function useAccountLinks(): readonly AccountLink[] {
  const can = useCan();
  const myProfile = useSettings().structure?.defaults?.myProfile;
  const profile: AccountLink[] = myProfile ? [{ to: myProfile, labelKey: 'shell.nav.myProfile', icon: 'user' }] : [];
  return [...profile, ...MEMBER_LINKS, ...(can('manage', 'all') ? [ADMIN_LINK] : [])];
}
