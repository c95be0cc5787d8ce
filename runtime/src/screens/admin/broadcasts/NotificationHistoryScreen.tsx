import { useTextSet } from '@tessera/blocks';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { notificationTexts } from '../../../shell/notifications/notification-texts.ts';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import '../../common/screen.css';
import '../user-lists/user-lists.css';
import './broadcasts.css';

/** /admin/notificationHistory: the broadcasts sent, newest first — when, by whom, to which lists, to how many, what. */
export default function NotificationHistoryScreen() {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const title = t('admin.notificationHistory.title');
  const heading = useScreenHeading(title, pathname);
  const { data: loaded, error } = useApiQuery('GET /profile/notifications/notificationHistory', { cache: false });
  // Shown with the notifications' texts (a sender without a name is "someone").
  const data = useTextSet(notificationTexts) ? loaded : undefined;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <section className="screen user-lists broadcasts" data-page-slug="admin-notification-history">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p className="screen__lead">{t('admin.notificationHistory.lead')}</p>
      <p><Link to="/admin/broadcasts">{t('admin.broadcasts.title')}</Link></p>
      {error && <p role="alert" className="t-field-error">{error.status === 403 ? t('admin.broadcasts.notAllowed') : t('errors.somethingWentWrong')}</p>}
      {!data && !error && <Spinner />}
      {data && data.broadcasts.length === 0 && <p>{t('admin.notificationHistory.empty')}</p>}
      {data && data.broadcasts.length > 0 && (
        <ul className="user-lists__list">
          {data.broadcasts.map((broadcast) => (
            <li key={broadcast.id} className="broadcasts__entry" data-broadcast-id={broadcast.id}>
              <p className="broadcasts__text">{broadcast.message}</p>
              <span className="user-lists__facts">
                <time dateTime={broadcast.date}>{when.format(new Date(broadcast.date))}</time>
                <span>{t('admin.notificationHistory.sentBy', { name: broadcast.sentByName ?? t('notifications.someone') })}</span>
                {broadcast.lists.map((list) => <span key={list.id} className="user-lists__badge">{list.label}</span>)}
                <span>{t('admin.broadcasts.recipients', { count: broadcast.recipientCount })}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
