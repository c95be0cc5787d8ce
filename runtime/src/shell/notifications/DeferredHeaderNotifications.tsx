// The header's notification dropdowns (shell spec §2.6): the member's system notifications, and
// the admin notifications for those who may see them; the chat dropdown sits beside them. Each
// loads after the first page: until then its bell shows closed, without a badge.
import type { NotificationList } from '@tessera/schemas';
import { useTranslation } from 'react-i18next';
import { closedMenuTriggerProps } from '../../boot/closed-menu-trigger.ts';
import { deferredComponent } from '../../boot/deferred-component.tsx';
import { useCan } from '../../permissions/use-can.ts';
import { NotificationBell } from './NotificationBell.tsx';
import './notifications.css';

type HeaderList = Exclude<NotificationList, 'chat'>;

/** One list's dropdown, deferred; each its own, so the bell clicked before loading is the one that opens. */
function deferredDropdown(list: HeaderList) {
  return deferredComponent<{ defaultOpen?: boolean }>(
    () => import('./NotificationDropdown.tsx').then(({ NotificationDropdown }) => (props: { defaultOpen?: boolean }) => <NotificationDropdown list={list} {...props} />),
    (_, controls) => <StandIn list={list} {...closedMenuTriggerProps(controls)} />,
    { defaultOpen: true },
  );
}

function StandIn({ list, ...trigger }: { list: HeaderList } & ReturnType<typeof closedMenuTriggerProps>) {
  const { t } = useTranslation();
  return <NotificationBell {...trigger} list={list} title={t(`notifications.${list}.title`)} badge="" unseen={0} />;
}

const SystemNotifications = deferredDropdown('system');
const AdminNotifications = deferredDropdown('admin');

export function HeaderNotifications() {
  const can = useCan();
  return (
    <div className="notifications__bar">
      {can('showAdminNotifications', 'notifications') && <AdminNotifications />}
      <SystemNotifications />
    </div>
  );
}
