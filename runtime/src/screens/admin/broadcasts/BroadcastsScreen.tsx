import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { api } from '../../../api/api.ts';
import { ApiError } from '../../../api/api-error.ts';
import { useApiQuery } from '../../../api/use-api-query.ts';
import { useCan } from '../../../permissions/use-can.ts';
import { notify } from '../../../shell/notices/notices-store.ts';
import { Spinner } from '../../common/Spinner.tsx';
import { useScreenHeading } from '../../common/use-screen-heading.ts';
import '../../common/screen.css';
import '../user-lists/user-lists.css';
import './broadcasts.css';

/** How many members a broadcast to `listIds` reaches (the server counts each once); null while unknown. */
function useRecipientCount(listIds: readonly number[]): number | null {
  const [count, setCount] = useState<{ key: string; value: number } | null>(null);
  const key = listIds.join(',');
  useEffect(() => {
    const [first, ...rest] = key === '' ? [] : key.split(',').map(Number);
    if (first === undefined) return;
    let current = true;
    api.call('POST /notifications/broadcast/recipients', { body: { listIds: [first, ...rest] }, quiet: true })
      .then(({ count: value }) => current && setCount({ key, value }), () => {});
    return () => {
      current = false;
    };
  }, [key]);
  return key === '' ? 0 : count?.key === key ? count.value : null;
}

/**
 * /admin/broadcasts (needs broadcast on notifications): a message to the members of one or more
 * lists, each told once, as a notification. The count of recipients shows before sending; sent
 * broadcasts are in the notification history.
 */
export default function BroadcastsScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const can = useCan();
  const title = t('admin.broadcasts.title');
  const heading = useScreenHeading(title, pathname);
  const ids = { message: useId(), lists: useId(), count: useId() };
  const { data, error } = useApiQuery('GET /userLists');
  const [listIds, setListIds] = useState<number[]>([]);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const recipients = useRecipientCount(listIds);
  const allowed = can('broadcast', 'notifications');

  const toggle = (id: number, on: boolean) => setListIds((chosen) => (on ? [...chosen, id] : chosen.filter((known) => known !== id)));

  async function send(event: FormEvent) {
    event.preventDefault();
    const [first, ...rest] = listIds;
    if (first === undefined || message.trim() === '') return;
    setSending(true);
    try {
      const sent = await api.call('POST /notifications/broadcast', { body: { listIds: [first, ...rest], message: message.trim() } });
      notify({ colour: 'positive', message: t('admin.broadcasts.sent', { count: sent.recipientCount }) });
      api.invalidate('profile/notifications/notificationHistory');
      setListIds([]);
      setMessage('');
    } catch (failure) {
      notify({ colour: 'negative', message: failure instanceof ApiError && failure.status < 500 ? failure.message : t('admin.broadcasts.failed') });
    } finally {
      setSending(false);
    }
  }

  return (
    <section className="screen user-lists broadcasts" data-page-slug="admin-broadcasts">
      <h1 ref={heading} tabIndex={-1} className="screen__title">{title}</h1>
      <p className="screen__lead">{t('admin.broadcasts.lead')}</p>
      <p><Link to="/admin/notificationHistory">{t('admin.notificationHistory.title')}</Link></p>
      {!allowed && <p role="alert">{t('admin.broadcasts.notAllowed')}</p>}
      {error && <p role="alert" className="t-field-error">{t('errors.somethingWentWrong')}</p>}
      {allowed && !data && !error && <Spinner />}
      {allowed && data && (
        <form className="user-lists__form broadcasts__form" onSubmit={send} noValidate>
          <fieldset className="broadcasts__lists" aria-describedby={ids.count}>
            <legend className="t-label">{t('admin.broadcasts.lists')}</legend>
            {data.userLists.length === 0 && <p>{t('admin.broadcasts.noLists')}</p>}
            {data.userLists.map((list) => (
              <label key={list.id} className="user-lists__check" data-list-id={list.id}>
                <input type="checkbox" checked={listIds.includes(list.id)} onChange={(e) => toggle(list.id, e.target.checked)} />
                {list.label}
              </label>
            ))}
          </fieldset>
          <p id={ids.count} className="broadcasts__count" aria-live="polite">
            {recipients === null ? t('common.loading') : t('admin.broadcasts.recipients', { count: recipients })}
          </p>
          <div>
            <label className="t-label" htmlFor={ids.message}>{t('admin.broadcasts.message')}</label>
            <textarea id={ids.message} className="t-input broadcasts__message" rows={5} maxLength={2000} value={message} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <button type="submit" className="t-button" disabled={sending || listIds.length === 0 || message.trim() === '' || recipients === 0}>
            {t('admin.broadcasts.send')}
          </button>
        </form>
      )}
    </section>
  );
}
