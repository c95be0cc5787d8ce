import { useId, useState } from 'react';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import type { FollowedItem, UpdatePreferencesBody } from '@tessera/schemas';

type Shown = 'all' | 'active' | 'muted';

/** What the member follows, with a mute switch each; filtered by muted or not and by title. */
export function FollowedItems({ items, onChange }: { items: readonly FollowedItem[]; onChange(body: UpdatePreferencesBody): void }) {
  const { t } = useTranslation();
  const ids = { shown: useId(), search: useId() };
  const [shown, setShown] = useState<Shown>('all');
  const [search, setSearch] = useState('');
  const needle = search.trim().toLocaleLowerCase();
  const visible = items.filter((item) => (shown === 'all' || item.muted === (shown === 'muted')) && item.title.toLocaleLowerCase().includes(needle));

  if (items.length === 0) return <p className="notification-centre__empty">{t('notifications.centre.noFollowed')}</p>;
  return (
    <div className="notification-centre__followed">
      <div className="notification-centre__filters">
        <div>
          <label className="t-label" htmlFor={ids.shown}>{t('notifications.centre.show')}</label>
          <select id={ids.shown} className="t-input" value={shown} onChange={(event) => setShown(event.target.value as Shown)}>
            <option value="all">{t('notifications.centre.showAll')}</option>
            <option value="active">{t('notifications.centre.showActive')}</option>
            <option value="muted">{t('notifications.centre.showMuted')}</option>
          </select>
        </div>
        <div>
          <label className="t-label" htmlFor={ids.search}>{t('notifications.centre.search')}</label>
          <input id={ids.search} className="t-input" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        </div>
      </div>
      <ul className="notification-centre__items">
        {visible.map((item) => (
          <li key={`${item.type}:${item.id}`} className="notification-centre__item" data-followed-item={item.id}>
            <span className="notification-centre__item-title">
              {item.title}
              <span className="notification-centre__kind">{t('notifications.centre.list')}</span>
            </span>
            <span className="t-switch-field">
              <span aria-hidden="true">{t('notifications.centre.muted')}</span>
              <Switch.Root className="t-switch" checked={item.muted} aria-label={t('notifications.centre.mute', { title: item.title })}
                onCheckedChange={(muted) => onChange({ event: 'all', active: muted, preferenceType: 'muted', type: item.type, targetId: item.id })}>
                <Switch.Thumb className="t-switch__thumb" />
              </Switch.Root>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
