import type { ButtonHTMLAttributes, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationList } from '@tessera/schemas';
import { Icon } from '../icons/Icon.tsx';

export interface NotificationBellProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  list: NotificationList;
  /** The list's name: the button's accessible name. */
  title: string;
  /** The badge's text ('' shows none). */
  badge: string;
  unseen: number;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A notification list's button in the header: its icon and the unseen badge. Named by the list's
 * title; the count is read out with it. Passes its ref and other props to the button, so it serves
 * as the Radix trigger and as the closed stand-in alike.
 */
export function NotificationBell({ list, title, badge, unseen, ref, ...button }: NotificationBellProps) {
  const { t } = useTranslation();
  return (
    <button ref={ref} type="button" className="notifications__trigger" data-notification-list={list} {...button}>
      <Icon name={list === 'admin' ? 'shield' : 'bell'} size={22} />
      <span className="t-visually-hidden">{title}{unseen > 0 ? `, ${t('notifications.unseen', { count: unseen })}` : ''}</span>
      {badge !== '' && <span className="notifications__badge" aria-hidden="true" data-testid={`notification-badge-${list}`}>{badge}</span>}
    </button>
  );
}
