import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { knownNotificationType, notificationTextKey, scopeOfList, type Notification } from '@tessera/schemas';

/** Unknown notifications already reported, so a re-render does not log them again. */
const reported = new Set<number>();

/**
 * One notification in its list's dropdown: its type's text (with the sender's written message
 * below), when it came, unread ones marked; opening it marks it read and goes where its type
 * links. A notification whose type and typeId this build does not know shows nothing and is
 * logged as an error (shell spec §8).
 */
export function NotificationItem({ notification, onOpen }: { notification: Notification; onOpen(): void }) {
  const { t, i18n } = useTranslation();
  const type = knownNotificationType(notification);
  if (!type) {
    if (!reported.has(notification.id)) {
      reported.add(notification.id);
      console.error(`Unknown notification type ${notification.type} (typeId ${notification.typeId}) in notification ${notification.id}: not shown.`);
    }
    return null;
  }
  const scope = scopeOfList(notification.list);
  const { data } = notification;
  const text = t(notificationTextKey(notification.type, scope), {
    title: data.title ?? '', from: data.fromName ?? t('notifications.someone'),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(notification.date));
  const link = type.link(notification, scope);
  const body = (
    <>
      {!notification.read && <span className="notifications__dot" aria-hidden="true" />}
      <span className="notifications__text">
        <span className="notifications__title">{text}</span>
        {notification.message && <span className="notifications__message">{notification.message}</span>}
        <time className="notifications__time" dateTime={notification.date}>{when}</time>
      </span>
      {!notification.read && <span className="t-visually-hidden">{t('notifications.unread')}</span>}
    </>
  );
  return (
    <DropdownMenu.Item asChild onSelect={onOpen}>
      {link === null
        ? <button type="button" className="t-menu__item notifications__item" data-notification-id={notification.id}>{body}</button>
        : <Link className="t-menu__item notifications__item" to={link} data-notification-id={notification.id}>{body}</Link>}
    </DropdownMenu.Item>
  );
}
