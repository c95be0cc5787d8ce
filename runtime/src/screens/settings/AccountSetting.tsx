import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { publicName } from '@tessera/schemas';
import { logoutEverywhere } from '../../session/logout.ts';
import { dismissAllNotices } from '../../shell/index.ts';
import { useAppActions, useUser } from '../../state/hooks.ts';

/**
 * The account basics a member expects in settings: who they are signed in as (name and email
 * address), log out here, and log out of all devices (every session of the account ends,
 * this one included).
 */
export function AccountSetting() {
  const { t } = useTranslation();
  const user = useUser();
  const { logout, notify } = useAppActions();
  const [endingAll, setEndingAll] = useState(false);

  async function logOutEverywhere(): Promise<void> {
    setEndingAll(true);
    try {
      dismissAllNotices();
      await logoutEverywhere();
    } catch {
      setEndingAll(false);
      notify({ colour: 'negative', message: t('settings.logoutEverywhereFailed') });
    }
  }

  return (
    <>
      <dl className="settings-facts">
        <div>
          <dt>{t('settings.account.name')}</dt>
          <dd>{publicName(user.profile.data.profile, user.accountId)}</dd>
        </div>
        <div>
          <dt>{t('settings.account.email')}</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <div className="settings-actions">
        <button type="button" className="t-button t-button--secondary" onClick={logout}>
          {t('shell.userMenu.logout')}
        </button>
        <button
          type="button"
          className="t-button t-button--secondary"
          aria-describedby="settings-logout-everywhere-hint"
          disabled={endingAll}
          onClick={() => void logOutEverywhere()}
        >
          {t('settings.logoutEverywhere')}
        </button>
      </div>
      <p id="settings-logout-everywhere-hint" className="settings-hint">{t('settings.logoutEverywhereHint')}</p>
    </>
  );
}
