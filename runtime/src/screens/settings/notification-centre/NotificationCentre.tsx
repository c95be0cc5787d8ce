import { useEffect, useId, useRef } from 'react';
import { Tabs } from 'radix-ui';
import { useTextSet } from '@tessera/blocks';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCan } from '../../../permissions/use-can.ts';
import { notificationTexts } from '../../../shell/notifications/notification-texts.ts';
import { Spinner } from '../../common/Spinner.tsx';
import { FollowedItems } from './FollowedItems.tsx';
import { PreferencesTable } from './PreferencesTable.tsx';
import { useNotificationPreferences } from './use-notification-preferences.ts';
import './notification-centre.css';

/** The anchor the user menu links to (/settings#notifications) and notifications about a followed list open. */
export const NOTIFICATION_CENTRE_ANCHOR = 'notifications';

/**
 * The notification centre of the user controls: the member's preferences per event (in the app,
 * by e-mail), the admin ones for those passing the administration check, and what they follow
 * with a mute each. A splitter (shell spec §9: 20) gives the choice of panel a fifth of the width.
 */
export function NotificationCentre() {
  const { t } = useTranslation();
  const textsReady = useTextSet(notificationTexts);
  const can = useCan();
  const admin = can('showAdminNotifications', 'notifications');
  const { user, admin: adminPreferences, followed, failed, update } = useNotificationPreferences(admin);
  const titleId = useId();
  const section = useRef<HTMLElement>(null);
  const { hash } = useLocation();
  const loaded = user !== null && followed !== null && textsReady;
  // Once its content is in: scrolled to before, it would move down as the sections above settle.
  useEffect(() => {
    const target = section.current;
    if (!loaded || hash !== `#${NOTIFICATION_CENTRE_ANCHOR}` || !target) return;
    // Shell spec §9: a scroll to an anchor stops the header's height plus 16 px above it.
    const header = document.querySelector('.app-header')?.getBoundingClientRect().height ?? 0;
    window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - header - 16 });
  }, [hash, loaded]);

  return (
    <section ref={section} id={NOTIFICATION_CENTRE_ANCHOR} className="settings-section notification-centre" aria-labelledby={titleId}>
      <div className="settings-section__intro">
        <h2 id={titleId} className="settings-section__title">{t('notifications.centre.title')}</h2>
        {textsReady && <p className="settings-section__description">{t('notifications.centre.hint')}</p>}
      </div>
      {failed && textsReady && <p role="alert" className="t-field-error">{t('notifications.centre.loadFailed')}</p>}
      {!loaded && !failed && <Spinner />}
      {loaded && (
        <Tabs.Root className="notification-centre__split" defaultValue="preferences" orientation="vertical">
          <Tabs.List className="notification-centre__panes" aria-label={t('notifications.centre.title')}>
            <Tabs.Trigger className="notification-centre__pane" value="preferences">{t('notifications.centre.preferences')}</Tabs.Trigger>
            {adminPreferences && <Tabs.Trigger className="notification-centre__pane" value="admin">{t('notifications.centre.adminPreferences')}</Tabs.Trigger>}
            <Tabs.Trigger className="notification-centre__pane" value="followed">{t('notifications.centre.followed')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content className="notification-centre__content" value="preferences">
            <PreferencesTable preferences={user} admin={false} onChange={(body) => void update(body)} />
          </Tabs.Content>
          {adminPreferences && (
            <Tabs.Content className="notification-centre__content" value="admin">
              <PreferencesTable preferences={adminPreferences} admin onChange={(body) => void update(body)} />
            </Tabs.Content>
          )}
          <Tabs.Content className="notification-centre__content" value="followed">
            <FollowedItems items={followed} onChange={(body) => void update(body)} />
          </Tabs.Content>
        </Tabs.Root>
      )}
    </section>
  );
}
